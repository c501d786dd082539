import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Thrown while rendering a board whose remote failed to load; the board's error boundary shows it. */
export class BoardLoadError extends Error {
  constructor(
    readonly remoteId: string,
    readonly reason: unknown,
  ) {
    super(`The board ${remoteId} could not be loaded`);
    this.name = 'BoardLoadError';
  }
}

/**
 * Turns a remote that fails to load into a board that throws when rendered, so the failure reaches the
 * error boundary of that one page instead of rejecting somewhere else. Only the 'onLoad' lifecycle gets
 * a fallback module: the hook also fires for a failed manifest fetch, where it must return nothing.
 */
export function boardFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tabletop-board-fallback',
    errorLoadRemote({ id, error, lifecycle, from }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Board ${id} failed to load`, error);
      const failed = new BoardLoadError(id, error);
      const module = {
        __esModule: true,
        default: function FailedBoard(): never {
          throw failed;
        },
      };
      return from === 'build' ? () => module : module;
    },
  };
}
