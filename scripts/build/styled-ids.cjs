// Stable styled-components ids for every build of the front end: the browser's webpack builds
// and the server bundles run this one transform, so a component has the same id, and the same
// class names, where the server paints it and where the browser hydrates it.
const babel = require('@babel/core');

const STYLED_IMPORT = /from\s+['"]styled-components['"]/;

/** babel-plugin-styled-components: ids from package name + file path + order in the file. */
const PLUGIN_OPTIONS = {
  ssr: true,
  displayName: false,
  fileName: false,
  pure: true,
  minify: true,
  transpileTemplateLiterals: true,
};

/** TypeScript source with each styled component's id written in; other files as they are. */
function withStyledIds(source, filename) {
  if (!STYLED_IMPORT.test(source)) return source;
  const result = babel.transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: false,
    compact: false,
    plugins: [
      ['@babel/plugin-syntax-typescript', { isTSX: filename.endsWith('.tsx') }],
      ['babel-plugin-styled-components', PLUGIN_OPTIONS],
    ],
  });
  return result?.code ?? source;
}

/** webpack loader (before ts-loader). */
function styledIdsLoader(source) {
  return withStyledIds(source, this.resourcePath);
}

/** esbuild plugin for the server bundles: the same transform on the package's own sources. */
const styledIdsEsbuildPlugin = {
  name: 'styled-ids',
  setup(build) {
    const fs = require('node:fs');
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: withStyledIds(source, args.path),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

module.exports = styledIdsLoader;
module.exports.withStyledIds = withStyledIds;
module.exports.styledIdsEsbuildPlugin = styledIdsEsbuildPlugin;
