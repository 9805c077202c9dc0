// The shell's page names the files its boot loads: each as a deferred script before main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Marks the boot's scripts in the page (the bench's React DOM floor takes them out with main.js):
 * shared-contracts BOOT_SCRIPT_ATTRIBUTE, which the api writes on the page remote's files.
 */
const BOOT_ATTRIBUTE = 'data-boot';

/** The chunk group of each shared module this build provides, by share scope and key. */
function providers(compilation) {
  const { chunkGraph } = compilation;
  const byKey = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (group) byKey.set(`${module._shareScope}|${module._name}`, group);
  }
  return byKey;
}

/**
 * The JavaScript files of the chunk group `name` and, for each shared module its chunks consume,
 * of the chunks that provide this build's copy (what the federation runtime loads: the shell's own
 * copy is the one shared), transitively. Lazily loaded chunks are left out: only what the group
 * needs before its first module runs.
 */
function bootFiles(compilation, name) {
  const { chunkGraph } = compilation;
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`BootScriptsPlugin: no chunk group named "${name}"`);
  const provided = providers(compilation);
  const seen = new Set();
  const files = [];
  const visit = (chunkGroup) => {
    for (const chunk of chunkGroup.chunks) {
      if (seen.has(chunk) || chunk.hasRuntime()) continue;
      seen.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const { shareScope, shareKey } = module.options;
        const provider = provided.get(`${[shareScope].flat().join('|')}|${shareKey}`);
        if (!provider) throw new Error(`BootScriptsPlugin: no provider of ${shareKey}`);
        visit(provider);
      }
    }
  };
  visit(group);
  return files;
}

/**
 * Production, the shell: the page names the chunks of `./bootstrap` and of the shared libraries it
 * uses as deferred scripts before main.js. The browser fetches them with the page and runs them
 * in order (each only registers its modules), so main.js finds them loaded instead of adding a
 * script element for each and waiting for it after it has run: 'Add to Cart' on a product page
 * answered at 0.72x of the time at 4x CPU (25 loads each, docs/performance.md).
 */
class BootScriptsPlugin {
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootScriptsPlugin',
        (data) => {
          const publicPath = data.publicPath ?? '/';
          const scripts = bootFiles(compilation, this.chunkGroup).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `${publicPath}${file}`,
              [BOOT_ATTRIBUTE]: true,
            }),
          );
          const main = data.headTags.findIndex((tag) => tag.tagName === 'script');
          if (main < 0) throw new Error('BootScriptsPlugin: the page has no script to precede');
          data.headTags.splice(main, 0, ...scripts);
          return data;
        },
      );
    });
  }
}

module.exports = { BootScriptsPlugin, BOOT_ATTRIBUTE };
