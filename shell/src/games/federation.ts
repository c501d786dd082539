import { init } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { boardFallbackPlugin } from './board-fallback-plugin';
import { prefetchedManifestPlugin } from './prefetched-manifest-plugin';
import { sharedWithBoards } from './shared-with-boards';

let started = false;

/**
 * Starts the Module Federation runtime, the first time a board is wanted. The shell is a plain webpack app, not a
 * federation build: it provides its copies of the shared libraries here, and its runtime to the boards (they are
 * built with externalRuntime), so neither the runtime nor a split-up MUI weighs on pages without a board.
 */
export function startFederation(): void {
  if (started) return;
  init({
    name: 'shell',
    remotes: [],
    shared: sharedWithBoards(),
    plugins: [injectExternalRuntimeCore(), boardFallbackPlugin(), prefetchedManifestPlugin()],
  });
  started = true;
}
