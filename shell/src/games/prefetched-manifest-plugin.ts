import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePrefetchedManifest } from './board-preload';

/** Gives the runtime the board manifest preloadBoard already fetched, so it is fetched once per page load. */
export function prefetchedManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tabletop-prefetched-manifest',
    fetch: (url) => takePrefetchedManifest(url),
  };
}
