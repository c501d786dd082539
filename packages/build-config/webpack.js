// The webpack and Module Federation settings the shell and every board share. One shared-dependency
// map for the host and all remotes: a package shared as a singleton in one place and not in another
// would load twice, and React or MUI's theme context would then silently split in two.
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin, EntryPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const TerserPlugin = require('terser-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

/**
 * Packages shared as singletons. Subpaths are listed because a share key matches an exact import. Only libraries
 * that hold process-wide state (React, its renderer, MUI/emotion contexts) are shared. Our own kits are not: they are
 * stateless, and bundling them into each board means a board built against a newer kit still runs under an older
 * shell, instead of receiving the shell's copy without the exports it needs.
 *
 * MUI is shared per module: a key ending in '/' matches every subpath import, and our code imports MUI only by subpath
 * ('@mui/material/Button', '@mui/material/styles'; lint refuses the barrel). Shared whole, '@mui/material' cannot be
 * tree-shaken (every component ships) and icons' '@mui/material/utils' imports got a second copy. Each
 * app provides only the components it imports, and a board uses the shell's copy of each one the shell has, so the
 * theme and default-props contexts (in '@mui/material/styles' and the shell's components) stay one.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['@mui/material', '@mui/material'],
  ['@mui/material/', '@mui/material'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/styled', '@emotion/styled'],
];

/**
 * The `shared` option of ModuleFederationPlugin, with each requiredVersion taken from the app's own
 * package.json so a host and a remote built against incompatible majors warn instead of mixing.
 */
function sharedDependencies(packageJson) {
  const declared = { ...packageJson.peerDependencies, ...packageJson.devDependencies, ...packageJson.dependencies };
  const shared = {};
  for (const [key, packageName] of SINGLETONS) {
    const requiredVersion = declared[packageName];
    if (!requiredVersion) continue;
    shared[key] = { singleton: true, requiredVersion };
  }
  return shared;
}

/** swc's settings; `refresh` adds React Fast Refresh's registrations to every component (dev server only). */
function swcOptions({ refresh }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', refresh } },
      target: 'es2020',
    },
  };
}

/**
 * Whether this build runs under the dev server (packages/build-config/dev.js and dev-shell.js set WEBPACK_SERVE, as
 * webpack-cli's `serve` does): then components get React Fast Refresh, which only a development build can carry.
 */
function fastRefresh() {
  return process.env.NODE_ENV === 'development' && Boolean(process.env.WEBPACK_SERVE);
}

/**
 * What a build calls itself: the package version, plus BUILD_ID when the pipeline sets one, so a team can see
 * which build of its board is live. Compiled in as the global __BUILD_LABEL__.
 */
function buildLabel(version) {
  return process.env.BUILD_ID ? `${version}+${process.env.BUILD_ID}` : version;
}

/**
 * React Fast Refresh for one build. `namespace` tells this build's refresh runtime apart from the other builds' on
 * the same page (the shell's and a board's), so each attaches itself to React; without it only the first would.
 */
function fastRefreshPlugins(dir, namespace) {
  return [
    // A global entry, so it runs first in every entry, remoteEntry.js included (see devtools-hook.js).
    new EntryPlugin(dir, require.resolve('./devtools-hook.js'), { name: undefined }),
    // The dev server's own overlay shows build errors; the plugin's would be a second one.
    new ReactRefreshPlugin({ overlay: false, library: namespace }),
  ];
}

/** The app's own webpack config file, when it has one where builds look for it. */
function appConfigFiles(dir) {
  const file = path.join(dir, 'webpack.config.js');
  return fs.existsSync(file) ? [file] : [];
}

/**
 * The settings every web app here has in common. `dir` is the app's folder, `outputPath` where the
 * build goes (BUILD_OUTPUT_DIR overrides it, to build a release beside the one being served), `publicPath`
 * '/' for the host and 'auto' for remotes (they may be served from anywhere), `version` the app's version.
 */
function webConfig({ dir, entry, outputPath, publicPath, version = '0.0.0', plugins = [], refreshNamespace }) {
  const production = process.env.NODE_ENV !== 'development';
  const refresh = fastRefresh();
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'cheap-module-source-map',
    // A production build keeps its modules, minified output included, on disk between runs, so a rebuild after a
    // change compiles only what the change touched. The cache is dropped when this file, the app's webpack.config.js
    // or an installed package changes (webpack snapshots node_modules itself).
    cache: production
      ? { type: 'filesystem', buildDependencies: { config: [__filename, ...appConfigFiles(dir)] } }
      : { type: 'memory' },
    output: {
      path: process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.resolve(dir, outputPath),
      publicPath,
      // A content hash in `filename` breaks the federation runtime's entry lookups; chunks get one.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      // Workspace packages point "source" at their TypeScript, so no package needs building first.
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions({ refresh }) },
        },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({ __BUILD_LABEL__: JSON.stringify(buildLabel(version)) }),
      ...(refresh ? fastRefreshPlugins(dir, refreshNamespace ?? path.basename(dir)) : []),
      ...plugins,
    ],
  };
}

/**
 * A game board as a Module Federation remote named by the game's manifest (`remoteName`), exposing ./Board and ./HowToPlay (its `How to play` panel). It also builds index.html, a harness that plays a local match with the rules
 * so the board runs alone, titled after the game. The harness's entry is shared (harness-entry.js): a game
 * writes only its src/board/harness/HarnessApp.tsx.
 *
 * Two builds into one folder: the remote, and the harness as a plain app (no federation) under harness/. The remote
 * uses the shell's federation runtime (externalRuntime: the shell provides it as a global, see shell/src/games/) and
 * leaves out the parts for remotes and manifests of its own, which a board never has: its remoteEntry.js is ~8 kB
 * gzip instead of ~27. Without split chunks each fallback copy of a shared library is one self-contained file, so
 * the manifest lists every one of them under its library, and the board under the shell fetches remoteEntry.js and
 * its own one chunk.
 */
function boardConfig({ dir, packageJson }) {
  const { name, title } = boardIdentity(dir);
  const remote = webConfig({
    dir,
    entry: {},
    outputPath: 'dist/board',
    publicPath: 'auto',
    version: packageJson.version,
    refreshNamespace: name,
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // ./HowToPlay is the game's rules panel, small enough for the shell's lobby to load before any board.
        exposes: { './Board': './src/board/Board.tsx', './HowToPlay': './src/board/HowToPlay.tsx' },
        shared: sharedDependencies(packageJson),
        manifest: true,
        dts: false,
        experiments: { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true } },
      }),
      // The picture on the game's home-page card, served beside the manifest (GET /api/games points at it).
      new CopyPlugin({ patterns: [{ from: 'src/board/thumbnail.svg', to: 'thumbnail.svg' }] }),
    ],
  });
  remote.name = name;
  remote.output.clean = { keep: HARNESS_FILES };
  remote.optimization.splitChunks = false;

  const harness = webConfig({
    dir,
    entry: { harness: path.join(__dirname, 'harness-entry.js') },
    outputPath: 'dist/board',
    // Relative to index.html, which sits one folder above the harness scripts.
    publicPath: '',
    version: packageJson.version,
    refreshNamespace: `${name}-harness`,
    plugins: [new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'harness.html'), chunks: ['harness'] })],
  });
  harness.resolve.alias = { [HARNESS_APP]: path.join(dir, 'src/board/harness/HarnessApp.tsx') };
  harness.name = `${name}-harness`;
  harness.output.filename = 'harness/[name].js';
  harness.output.chunkFilename = 'harness/[name].[contenthash:8].js';
  harness.output.clean = { keep: (file) => !HARNESS_FILES.test(file) };
  return [remote, harness];
}

/** The module harness-entry.js mounts: each game's own src/board/harness/HarnessApp.tsx. */
const HARNESS_APP = 'tabletop-board-harness-app$';

/** A board's remote name and harness title, from the game's manifest (src/rules/manifest.json), read and checked. */
function boardIdentity(dir) {
  const manifestPath = path.join(dir, 'src/rules/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const problems = [];
  if (typeof manifest.remoteName !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(manifest.remoteName))
    problems.push('remoteName must be an identifier');
  if (typeof manifest.displayText !== 'string' || manifest.displayText.trim() === '')
    problems.push('displayText must be a non-empty string');
  if (problems.length > 0) throw new Error(`${manifestPath}: ${problems.join('; ')}`);
  return { name: manifest.remoteName, title: `${manifest.displayText} board` };
}

/** What the harness build writes into the board's folder; each of the two builds cleans only its own files. */
const HARNESS_FILES = /^(index\.html$|harness(\/|$))/;

/** The installed version of each shared package, for a host that provides them at run time (the shell). */
function installedSharedVersions(dir) {
  const versions = {};
  for (const [, packageName] of SINGLETONS) {
    const packageJson = require.resolve(`${packageName}/package.json`, { paths: [dir] });
    versions[packageName] = require(packageJson).version;
  }
  return versions;
}

module.exports = {
  sharedDependencies,
  installedSharedVersions,
  webConfig,
  boardConfig,
  boardIdentity,
  buildLabel,
  SINGLETONS,
};
