import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePrefetchedManifest } from './board-preload';

/** Gives the runtime the board manifest preloadBoard already fetched, so it is fetched once per page load. */
export function prefetchedManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tabletop-prefetched-manifest',
    // The hook's type wants a Response, but the runtime fetches the URL itself when the answer is not one.
    fetch: (url) => takePrefetchedManifest(url) as Promise<Response>,
  };
}
