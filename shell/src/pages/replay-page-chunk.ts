import { lazyPage } from './lazy-page';

/** The replay page's chunk: routed by SignedInRoutes, loaded ahead by My games so a replay opens without waiting. */
export const replayPageChunk = lazyPage(() =>
  import('./ReplayPage').then((module) => ({ default: module.ReplayPage })),
);
