// The webpack and Module Federation settings the shell and every board share. One shared-dependency
// map for the host and all remotes: a package shared as a singleton in one place and not in another
// would load twice, and React or MUI's theme context would then silently split in two.
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');

/** Packages shared as singletons. Subpaths are listed because a share key matches an exact import. */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['@mui/material', '@mui/material'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/styled', '@emotion/styled'],
  ['@tabletop/board-kit', '@tabletop/board-kit'],
  ['@tabletop/game-kit', '@tabletop/game-kit'],
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

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/**
 * The settings every web app here has in common. `dir` is the app's folder, `outputPath` where the
 * build goes, `publicPath` '/' for the host and 'auto' for remotes (they may be served from anywhere).
 */
function webConfig({ dir, entry, outputPath, publicPath, plugins = [] }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.resolve(dir, outputPath),
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
          use: { loader: 'swc-loader', options: swcOptions },
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
    plugins,
  };
}

module.exports = { sharedDependencies, webConfig, SINGLETONS };
