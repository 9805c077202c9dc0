const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('../webpack.common');

/** What the page says about itself in Arabic (shared-contracts/web/index.html has the English). */
const ARABIC_HEAD = {
  title: 'ريلوكس | ساعات وحقائب ومجوهرات فاخرة مستعملة',
  description:
    'ريلوكس: اشترِ وبِع الساعات والحقائب والمجوهرات الفاخرة المستعملة الموثّقة في الإمارات. الأسعار بالدرهم.',
  noscript: 'يحتاج ريلوكس إلى JavaScript لعرض المتجر.',
};

/** index.html's Arabic copy: the Arabic frame, `<html lang="ar" dir="rtl">` and head texts. */
function arabicPage(html) {
  return html
    .replace(/<html[^>]*>/, '<html lang="ar" dir="rtl">')
    .replace(/<title>[^<]*<\/title>/, `<title>${ARABIC_HEAD.title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${ARABIC_HEAD.description}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${ARABIC_HEAD.noscript}</noscript>`);
}

/**
 * Production: renders the shell's first-paint frame (src/prerender/render-frame.tsx, run with
 * tsx) into index.html, and in Arabic into index.ar.html, so the page paints its header and
 * skeleton in the visitor's language and direction as soon as the HTML arrives.
 */
class StaticFramePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StaticFramePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(
        'StaticFramePlugin',
        async (data) => {
          process.env.TSX_TSCONFIG_PATH = path.join(__dirname, 'tsconfig.prerender.json');
          const tsx = require('tsx/cjs/api');
          const { renderStaticFrame } = tsx.require('./src/prerender/render-frame.tsx', __filename);
          const root = /<div id="?root"?><\/div>/;
          if (!root.test(data.html)) throw new Error('index.html has no empty #root to fill');
          const withFrame = async (html, language) => {
            const frame = await renderStaticFrame(language);
            return html
              .replace('</head>', `${frame.css}</head>`)
              .replace(
                root,
                `<div id="root"><div data-static-frame inert aria-hidden="true">${frame.html}</div></div>`,
              );
          };
          const arabic = await withFrame(arabicPage(data.html), 'ar');
          compilation.emitAsset('index.ar.html', new compiler.webpack.sources.RawSource(arabic));
          data.html = await withFrame(data.html, 'en');
          return data;
        },
      );
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
