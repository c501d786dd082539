// Compiled in by the board's own webpack build (build-config's buildLabel). It must be read here, in the
// board's code, and not in a shared kit: a shared module runs from the host's bundle and would show the host's.
declare const __BUILD_LABEL__: string | undefined;

export const BUILD_LABEL = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : 'dev';
