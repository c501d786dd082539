// Compiled in by each app's own webpack build (build-config's buildLabel). Read here, in the kit, it still names the
// board's build: the kits are bundled into every app and never shared through federation (build-config's SINGLETONS
// leaves them out), so a board's copy of this module is compiled with the board's label, the shell's with its own.
declare const __BUILD_LABEL__: string | undefined;

/** The build this bundle was made by: the package version, plus BUILD_ID in the pipeline; 'dev' outside webpack. */
export const BUILD_LABEL = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : 'dev';
