// One webpack factory for every front-end package (shell and remotes). A package's own
// webpack.config.js passes only what differs: its federation name, what it exposes, its dev port.
const { createHash } = require('node:crypto');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BootScriptsPlugin } = require('./scripts/build/boot-scripts.cjs');

/** shared-contracts FIRST_PAINT_FILE (this file is CommonJS and cannot import the TS module). */
const FIRST_PAINT_FILE = 'first-paint.cjs';
/** shared-contracts FIRST_PAINT_MANIFEST_FIELD: { path, sha256 } of FIRST_PAINT_FILE. */
const FIRST_PAINT_MANIFEST_FIELD = 'firstPaint';
/** The Module Federation manifest every build writes. */
const MANIFEST_FILE = 'mf-manifest.json';

/**
 * Libraries loaded once per page and shared by the shell and every remote. The router, Redux
 * Toolkit and axios are not on the list: only shared-contracts imports them (the packages import
 * the router API and the API client from 'shared-contracts'; ESLint refuses a direct import), so
 * they travel inside that singleton, tree-shaken to what is used, and no remote has its own copy.
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  'styled-components',
  'shared-contracts',
];

function versionOf(dependency) {
  return require(require.resolve(`${dependency}/package.json`, { paths: [__dirname] })).version;
}

/** Modules of a shared package that are shared on their own (loaded only by the pages using them). */
const SHARED_SUBMODULES = {
  'shared-contracts/schemas': 'shared-contracts',
  // RTK Query and the data cache of the account and back-office pages.
  'shared-contracts/queries': 'shared-contracts',
};

/**
 * axios' fetch adapter, left out of the browser builds (scripts/build/axios-fetch-adapter.browser.js
 * takes its place): axios uses XMLHttpRequest where it exists. Jest and the server bundles keep it.
 */
const axiosFetchAdapterStub = () =>
  new webpack.NormalModuleReplacementPlugin(
    /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    path.join(__dirname, 'scripts/build/axios-fetch-adapter.browser.js'),
  );

const SHARED_CONTRACTS_INDEX = path.join(__dirname, 'shared-contracts', 'src', 'index.ts');

/**
 * The shell's copy of the shared-contracts singleton as one file: its own modules and the rules
 * its zod schemas also import, which webpack's default split put in a chunk of their own that
 * every first load fetched as an extra file. The schemas' chunk then finds them already loaded.
 */
function sharedContractsChunk() {
  const holdsIndex = new WeakMap();
  return {
    name: 'shared-contracts',
    chunks: 'async',
    enforce: true,
    test(module, { chunkGraph }) {
      if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) {
        return false;
      }
      return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => {
        if (!holdsIndex.has(chunk)) {
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
          holdsIndex.set(
            chunk,
            modules.some((m) => m.resource === SHARED_CONTRACTS_INDEX),
          );
        }
        return holdsIndex.get(chunk);
      });
    },
  };
}

/**
 * Every singleton runs in the shell's copy whatever a remote asked for, so a version range would
 * only make the browser's federation runtime parse semver ranges on every page load (18 checks
 * on `/`, all in main.js's first task) to print a warning. `requiredVersion: false` skips them;
 * `npm run release` refuses a remote built for other versions instead (scripts/shared-versions.mjs).
 */
function sharedConfig() {
  const singleton = (dependency, pkg = dependency) => [
    dependency,
    { singleton: true, requiredVersion: false, version: versionOf(pkg) },
  ];
  return Object.fromEntries([
    ...SHARED_SINGLETONS.map((dependency) => singleton(dependency)),
    ...Object.entries(SHARED_SUBMODULES).map(([module, pkg]) => singleton(module, pkg)),
  ]);
}

/**
 * The federation plugin writes mf-manifest.json at PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER; the
 * first paint's entry is added to it after that, and every file is compressed as served, last.
 */
const FIRST_PAINT_STAGE = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1;
const PRECOMPRESS_STAGE = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 2;

/**
 * Production: a brotli (quality 11) and a gzip (level 9) copy next to every text asset, served
 * as they are by the api (@fastify/static `preCompressed`): ~15% fewer bytes on the wire than
 * compressing on the fly, and no compression work per request.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: PRECOMPRESS_STAGE },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|json|css|svg|txt)$/.test(name) || asset.size() < 1024) continue;
            const buffer = asset.buffer();
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })),
            );
          }
        },
      );
    });
  }
}

/** V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): the first line of a file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Production: every script starts with V8's compile hint, so Chromium compiles all its functions
 * while the file streams in, on a background thread, instead of one by one on the main thread the
 * first time each runs. The files are split per page, so most of what a page loads runs at once
 * (measured effect: docs/performance.md). Runs right after the minimizer (which drops comments)
 * and before content hashes are taken.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

/**
 * Production: the minimizer webpack uses by default, with its default options, except that the
 * licence comments it extracts to `<file>.LICENSE.txt` (served beside each file) are not pointed
 * to by a banner at the top of the file: the compile hint takes that first line, and the banners
 * would cost bytes on every first load, which has a 200 KB budget.
 */
const minimizer = () => {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    terserOptions: { compress: { passes: 2 } },
    extractComments: { banner: false },
  });
};

/**
 * What a remote's server bundle takes from the shell's instead of bundling its own: the shared
 * singletons (and React's subpaths, such as react/jsx-runtime), exactly as Module Federation
 * shares them in the browser. One React, one styled-components and one shared-contracts render the
 * whole page; a part of its own such as shared-contracts/ui-extras is bundled, as in the browser.
 */
const SERVER_EXTERNALS = [...SHARED_SINGLETONS, ...Object.keys(SHARED_SUBMODULES)];
const isServerExternal = (id) => SERVER_EXTERNALS.includes(id) || /^react(-dom)?\//.test(id);

/** esbuild's `external` would also take every subpath of a package: only exact names here. */
const serverExternalsPlugin = {
  name: 'server-externals',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      isServerExternal(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * Production: bundles a package's server module for Node into FIRST_PAINT_FILE. The shell's
 * (`provides`) carries React and the other shared libraries and renders the page; a remote's
 * leaves them external (SERVER_EXTERNALS) and gives the shell its pages, and its manifest names
 * the file with its sha256, which the release registry records: the api runs the file of a remote
 * served from another origin only when its bytes match. Both run the browser builds' styled-ids
 * transform. Runs before PrecompressPlugin, so the manifest's .br and .gz copies carry the entry.
 */
class FirstPaintPlugin {
  constructor({ dir, entry, name, version, provides }) {
    Object.assign(this, { dir, entry, name, version, provides });
  }

  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstPaintPlugin', stage: FIRST_PAINT_STAGE },
        async () => {
          const code = await this.bundle();
          // Minified already: the minimizer, which also sees assets added after its stage, must
          // leave the file as hashed.
          compilation.emitAsset(FIRST_PAINT_FILE, new sources.RawSource(code), { minimized: true });
          if (this.provides) return;
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest) {
            compilation.errors.push(
              new webpack.WebpackError(`FirstPaintPlugin: no ${MANIFEST_FILE} to name the file in`),
            );
            return;
          }
          const sha256 = createHash('sha256').update(code).digest('hex');
          const fields = JSON.parse(manifest.source.source().toString());
          fields[FIRST_PAINT_MANIFEST_FIELD] = { path: FIRST_PAINT_FILE, sha256 };
          compilation.updateAsset(
            MANIFEST_FILE,
            new sources.RawSource(JSON.stringify(fields, null, 2)),
          );
        },
      );
    });
  }

  /** The module as one minified CommonJS file for Node. */
  async bundle() {
    const esbuild = require('esbuild');
    const { styledIdsEsbuildPlugin } = require('./scripts/build/styled-ids.cjs');
    const result = await esbuild.build({
      entryPoints: [path.join(this.dir, this.entry)],
      write: false,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node24',
      jsx: 'automatic',
      minify: true,
      legalComments: 'none',
      tsconfig: path.join(this.dir, 'tsconfig.json'),
      plugins: [styledIdsEsbuildPlugin, ...(this.provides ? [] : [serverExternalsPlugin])],
      define: {
        __REMOTE_NAME__: JSON.stringify(this.name),
        __REMOTE_VERSION__: JSON.stringify(this.version),
        'process.env.NODE_ENV': '"production"',
      },
      logLevel: 'warning',
    });
    return Buffer.from(result.outputFiles[0].contents);
  }
}

/**
 * @param {object} options
 * @param {string} options.dir         the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name        the federation name (shared-contracts REMOTES key, or 'shell')
 * @param {Record<string,string>} [options.exposes] exposed modules ('./Name' -> file)
 * @param {number} options.port        dev server port
 * @param {boolean} [options.isHost]   true for the shell
 * @param {string} [options.title]     page title of the html entry
 * @param {string} [options.firstPaint] the package's server module (src path), if it renders pages
 */
function createWebpackConfig({
  dir,
  name,
  exposes = {},
  port,
  isHost = false,
  title = 'Reluxe',
  firstPaint,
}) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    const production = mode === 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const version = env.version || pkg.version;
    const outputPath = env.outDir
      ? path.resolve(process.cwd(), env.outDir)
      : path.join(dir, 'dist');
    const apiTarget = process.env.API_URL || 'http://localhost:3000';
    // A remote's production build is its container only: it runs inside the shell and uses the
    // shell's Module Federation runtime (`externalRuntime`, ~19 KB gzip less per remote). Its
    // standalone page (own entry, own runtime, own store) is the development build: `npm run dev`.
    const containerOnly = production && !isHost;

    return {
      mode,
      context: dir,
      entry: containerOnly ? {} : { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The shell lives at the site root; a remote works from whatever folder it is served from.
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: production
          ? 'assets/[name].[contenthash:12][ext]'
          : 'assets/[name][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [
              {
                loader: 'ts-loader',
                options: {
                  transpileOnly: true,
                  configFile: path.join(dir, 'tsconfig.json'),
                  // Type-checking is `tsc -b`'s job; here TypeScript only strips types.
                  compilerOptions: {
                    rootDir: __dirname,
                    composite: false,
                    declaration: false,
                    emitDeclarationOnly: false,
                  },
                },
              },
              // Runs first: the server bundles run the same transform (FirstPaintPlugin).
              { loader: path.join(__dirname, 'scripts/build/styled-ids.cjs') },
            ],
          },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // A production entry is named by its build's hash ([contenthash] is not available to
          // the federation runtime): the browser keeps it, and the page's prefetched copy, without
          // asking again. mf-manifest.json, always revalidated, names it.
          filename: containerOnly ? 'remoteEntry.[fullhash:12].js' : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...(isHost && {
            runtimePlugins: [path.join(dir, 'src/federation/provide-runtime-core.ts')],
          }),
          // `target: 'web'` lets the federation runtime drop its Node.js script loaders.
          experiments: {
            optimization: { target: 'web' },
            ...(containerOnly && { externalRuntime: true }),
          },
        }),
        axiosFetchAdapterStub(),
        ...(production && firstPaint
          ? [new FirstPaintPlugin({ dir, entry: firstPaint, name, version, provides: isHost })]
          : []),
        ...(production ? [new CompileHintsPlugin(), new PrecompressPlugin()] : []),
        // The shell's src/index.ts imports './bootstrap' as the chunk group of that name.
        ...(production && isHost ? [new BootScriptsPlugin({ chunkGroup: 'bootstrap' })] : []),
        new webpack.DefinePlugin({
          __REMOTE_NAME__: JSON.stringify(name),
          __REMOTE_VERSION__: JSON.stringify(version),
        }),
        ...(containerOnly
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'shared-contracts', 'web', 'index.html'),
                title,
                hash: true,
                chunks: ['main'],
              }),
            ]),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        ...(production && { minimizer: [minimizer()] }),
        ...(production &&
          isHost && { splitChunks: { cacheGroups: { sharedContracts: sharedContractsChunk() } } }),
        // A package's English messages in one chunk of their own: under webpack's minimum chunk
        // size every exposed page (the home page and the header's search box) got its own copy.
        ...(containerOnly && {
          splitChunks: {
            cacheGroups: {
              englishMessages: {
                test: /[\\/]src[\\/]i18n[\\/](en|catalog)\.ts$/,
                name: 'messages-en',
                chunks: 'async',
                enforce: true,
              },
            },
          },
        }),
      },
      devServer: {
        port,
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads', '/auth', '/remotes.json'], target: apiTarget }],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createWebpackConfig,
  SHARED_SINGLETONS,
  FIRST_PAINT_FILE,
  FIRST_PAINT_MANIFEST_FIELD,
};
