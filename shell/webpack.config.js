const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('../webpack.common');

/**
 * Production: renders the shell's first-paint frame (src/prerender/render-frame.tsx, run with
 * tsx) into index.html, so the page paints its header and skeleton as soon as the HTML arrives
 * instead of after the JavaScript.
 */
class StaticFramePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StaticFramePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('StaticFramePlugin', (data) => {
        process.env.TSX_TSCONFIG_PATH = path.join(__dirname, 'tsconfig.prerender.json');
        const tsx = require('tsx/cjs/api');
        const { renderStaticFrame } = tsx.require('./src/prerender/render-frame.tsx', __filename);
        const { html, css } = renderStaticFrame();
        const root = /<div id="?root"?><\/div>/;
        if (!root.test(data.html)) throw new Error('index.html has no empty #root to fill');
        data.html = data.html
          .replace('</head>', `${css}</head>`)
          .replace(
            root,
            `<div id="root"><div data-static-frame inert aria-hidden="true">${html}</div></div>`,
          );
        return data;
      });
    });
  }
}

const base = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  isHost: true,
  port: 3100,
  title: 'Reluxe | Pre-owned luxury watches, bags and jewellery',
});

module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if (config.mode === 'production') {
    config.plugins.push(new StaticFramePlugin());
    // webpack's HTML minimizer drops comments: keep the frame's page-slot markers, which the api
    // looks for (shared-contracts FIRST_PAINT_SLOT).
    config.optimization.minimizeOptions = { html: { comments: '^/?page$' } };
  }
  return config;
};
