const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('../webpack.common');

/** What the page says about itself in Arabic (shared-contracts/web/index.html has the English). */
const ARABIC_HEAD = {
  title: 'ريلوكس | ساعات وحقائب ومجوهرات فاخرة مستعملة',
  description:
    'ريلوكس: اشترِ وبِع الساعات والحقائب والمجوهرات الفاخرة المستعملة الموثّقة في الإمارات. الأسعار بالدرهم.',
  noscript: 'يحتاج ريلوكس إلى JavaScript لعرض المتجر.',
};

/** index.html's Arabic copy: `<html lang="ar" dir="rtl">` and the head's texts. */
function arabicPage(html) {
  return html
    .replace(/<html[^>]*>/, '<html lang="ar" dir="rtl">')
    .replace(/<title>[^<]*<\/title>/, `<title>${ARABIC_HEAD.title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${ARABIC_HEAD.description}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${ARABIC_HEAD.noscript}</noscript>`);
}

/** Production: index.html's Arabic copy, index.ar.html, which the api serves Arabic visitors. */
class ArabicPagePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ArabicPagePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('ArabicPagePlugin', (data) => {
        const arabic = arabicPage(data.html);
        compilation.emitAsset('index.ar.html', new compiler.webpack.sources.RawSource(arabic));
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
  firstPaint: './src/server/first-paint.tsx',
});

module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if (config.mode === 'production') config.plugins.push(new ArabicPagePlugin());
  return config;
};
