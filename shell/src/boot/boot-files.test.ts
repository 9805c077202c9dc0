import { BOOT_FILES_ID, bootFiles, preloadBootFiles } from './boot-files';

// The build's id of the list (CommonJS, outside the TypeScript project).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const build = require('../../../webpack.common.js') as { BOOT_FILES_ID: string };

function pageListing(json: string) {
  document.head.innerHTML = `<script type="application/json" id="${BOOT_FILES_ID}">${json}</script>`;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.getAttribute('href'),
  );

describe('the boot files', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are listed under the id the build writes', () => {
    expect(build.BOOT_FILES_ID).toBe(BOOT_FILES_ID);
  });

  it('are preloaded all at once, each once', () => {
    pageListing('["/470.abc.js","/bootstrap.def.js"]');
    preloadBootFiles();
    preloadBootFiles();
    expect(preloads()).toEqual(['/470.abc.js', '/bootstrap.def.js']);
  });

  it('are not asked for again when the page already preloads one', () => {
    pageListing('["/470.abc.js","/bootstrap.def.js"]');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="preload" as="script" href="/470.abc.js">',
    );
    preloadBootFiles();
    expect(preloads()).toEqual(['/470.abc.js', '/bootstrap.def.js']);
  });

  it('are none when the page has no list or an unreadable one', () => {
    expect(bootFiles()).toEqual([]);
    pageListing('not json');
    expect(bootFiles()).toEqual([]);
    pageListing('{"a":1}');
    expect(bootFiles()).toEqual([]);
    preloadBootFiles();
    expect(preloads()).toEqual([]);
  });
});
