/**
 * The webpack configuration every browser app of the portal is built with:
 * the shell host and the three remotes differ only in name, port and what
 * they expose.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { routerExportsModule, sharedEntryFiles, sharedSingletons, workspaceRoot } = require('./shared-singletons');

/**
 * React Router's exports map sends bundlers its development build (warnings
 * and checks included) and hides the production one; the shared router module
 * asks for the production build by this path, which no share key matches.
 */
const ROUTER_PRODUCTION_BUILD = 'react-router/dist/production/index.mjs';

function routerProductionBuild(dir) {
  const manifest = require.resolve('react-router/package.json', { paths: [dir] });
  return path.join(path.dirname(manifest), 'dist', 'production', 'index.mjs');
}

/**
 * Chromium (136 on) compiles every function of a script that starts with this comment while it
 * streams the script in, on a background thread. Without it each function is compiled on the main
 * thread the first time it runs. Other browsers read a comment.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every script of a build to be compiled while it downloads. The portal fetches a script when
 * a page is about to run it (the shell's start, a section's entry, a screen) or in idle time, so
 * compiling it on the way in takes that work off the page's one thread when it matters. It runs
 * after minifying, which drops comments, and before the source maps and the content hashes are
 * written, so both describe the file as served.
 */
class CompileScriptsWhileStreamed {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(CompileScriptsWhileStreamed.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileScriptsWhileStreamed.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_ALL_ON_LOAD, source));
            }
          }
        },
      );
    });
  }
}

/**
 * The shell reads the deployment's configuration before it renders a page, once its scripts have run:
 * the page asks for it while they download. The request is the one the shell's `fetch` makes
 * (same URL, CORS mode, same-origin credentials), so that fetch takes this response.
 */
const PRELOAD_PORTAL_CONFIG = '<link rel="preload" href="/portal-config.json" as="fetch" crossorigin="anonymous" />';

/** Where the dev servers find the generated portal-config.json (see portal-server). */
const generatedConfigDir = path.join(workspaceRoot, '.portal');

/**
 * A remote is a federation container: it exposes its section and takes the
 * shared singletons from whoever loaded it first (the shell), or provides its
 * own when it runs alone.
 */
function remoteContainer(name, exposes, dir) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: { ...sharedSingletons(dir), ...sharedEntryFiles(dir) },
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
    // The portal runs only in browsers: the runtime leaves out its Node loaders; remotes are
    // registered by their remoteEntry.js, so the manifest snapshot code is left out too; and a
    // remote loads no other remote, so its runtime leaves out remote loading. The runtime's core
    // (half of remoteEntry.js) is not built in: a remote uses the page's one copy, which the shell
    // provides, or the standalone page's `federation-runtime.js` when the remote runs alone.
    experiments: { asyncStartup: true, externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
  });
}

/** The runtime core a remote's standalone page runs first: a remote's build leaves it out. */
const STANDALONE_RUNTIME = 'federation-runtime.js';
const STANDALONE_RUNTIME_FILE = /^federation-runtime\.js(\.map|\.gz|\.br)?$/;

/**
 * Builds `federation-runtime.js` beside a remote's own build. Its own compilation, because the
 * federation plugin runs the runtime, which reads the core, before any entry of its build starts.
 */
function standaloneRuntime(dir, production) {
  return {
    name: 'federation-runtime',
    context: dir,
    entry: require.resolve('./federation-runtime-core.js'),
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : false,
    target: 'web',
    output: { path: path.join(dir, 'dist'), filename: STANDALONE_RUNTIME, publicPath: 'auto', clean: false },
    performance: { hints: false },
    plugins: production ? [new CompileScriptsWhileStreamed()] : [],
  };
}

/**
 * The shell is not a container: it starts the federation runtime itself, only
 * when a page first needs a section, and hands the remotes the very modules it
 * runs on. A page without a section (sign-in, the dashboard) downloads no
 * federation code. The versions it declares are the installed ones.
 */
function hostSharing(dir) {
  return new webpack.DefinePlugin({
    __SHARED_SINGLETONS__: JSON.stringify(sharedSingletons(dir)),
    // What the federation plugin tells the runtime of a container, told here: browser only,
    // remotes registered by their remoteEntry.js (no manifest snapshots), nothing exposed.
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    FEDERATION_OPTIMIZE_NO_REMOTE: false,
    FEDERATION_OPTIMIZE_NO_SHARED: false,
    FEDERATION_HAS_EXPOSES: false,
  });
}

/**
 * @param {object} app
 * @param {string} app.dir       the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.site      'shell', or the federation name of a remote ('admin_app')
 * @param {object} app.sections  the sections table (`@export-portal/shared-auth/sections.json`):
 *                               name, port and title of every site come from there, never from a copy
 * @param {Record<string,string>} [app.exposes]
 * @param {string} [app.favicon]  icon file, relative to app.dir: emitted beside index.html and linked from it
 */
function createWebpackConfig({ dir, site, sections: table, exposes = {}, favicon }) {
  const isHost = site === 'shell';
  const section = table.sections.find((candidate) => candidate.remote === site);
  if (!isHost && !section) throw new Error(`"${site}" is neither the shell nor a remote of the sections table`);
  const name = isHost ? 'shell' : section.remote;
  const port = isHost ? table.shell.port : section.port;
  const title = isHost ? table.shell.title : `${table.shell.title} — ${section.name}`;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const app = {
      context: dir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their chunks from their own origin, wherever the host is.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep plain names (served no-cache, revalidated by ETag): the
        // federation runtime cannot interpolate a content hash into them. Every other
        // chunk, the shell's start-up libraries included, is named by its content.
        filename: (pathData) => (production && pathData.chunk?.name !== 'main' ? '[name].[contenthash:12].js' : '[name].js'),
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        uniqueName: name,
        // A module that throws while it runs is not kept half-run: a section refused for a shared
        // package outside its range (or failing any other way) is refused again when asked again,
        // instead of rendering with the imports it never got.
        strictModuleExceptionHandling: !isHost,
        clean: isHost ? true : { keep: STANDALONE_RUNTIME_FILE },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: {
          [`${ROUTER_PRODUCTION_BUILD}$`]: routerProductionBuild(dir),
          // The host is not built as a federation container, so nothing maps its router imports
          // to the module it shares: it imports that module itself, and shares that instance.
          ...(isHost ? { 'react-router$': routerExportsModule, 'react-router-dom$': routerExportsModule } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !production, refresh: false },
                  },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        isHost ? hostSharing(dir) : remoteContainer(name, exposes, dir),
        ...(production ? [new CompileScriptsWhileStreamed()] : []),
        new HtmlWebpackPlugin({
          title,
          ...(favicon ? { favicon } : {}),
          templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1d4ed8" />
    <title>${htmlWebpackPlugin.options.title}</title>${isHost ? `\n    ${PRELOAD_PORTAL_CONFIG}` : `\n    <script defer src="${STANDALONE_RUNTIME}"></script>`}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
        }),
      ],
      performance: { hints: false },
      // The shell's entry is served no-cache under a fixed name: the libraries it starts with go in
      // content-hashed chunks, so a returning visitor keeps them across deployments of the shell.
      ...(isHost ? { optimization: { splitChunks: { chunks: 'all' } } } : {}),
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [{ directory: generatedConfigDir, publicPath: '/', watch: false }],
        client: { overlay: { warnings: false } },
      },
    };
    return isHost ? app : [app, standaloneRuntime(dir, production)];
  };
}

module.exports = { createWebpackConfig, generatedConfigDir };
