// Entry: ask for the runtime remotes configuration first, wait until the page as served has
// painted, then download the boot's files together and boot the app asynchronously (Module
// Federation needs the async boundary).
import { afterPagePaint } from './boot/after-page-paint';
import { preloadBootFiles } from './boot/boot-files';
import { fetchRemotesConfig } from './federation/remotes-config';

/** Resolves in a new task: the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shared libraries the bootstrap starts with, evaluated one per task before it. All in the
 * bootstrap's task they make one long task (several times longer on a mid-range phone) during which
 * the page, already painted, cannot answer a tap. Only shared singletons (webpack.common.js
 * SHARED_SINGLETONS) belong here: any other package would be bundled a second time (the router and
 * Redux Toolkit come inside shared-contracts). index.test.ts checks this.
 */
const SHARED_AT_START = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-redux'),
  () => import('shared-contracts'),
];

async function start() {
  fetchRemotesConfig();
  await afterPagePaint();
  preloadBootFiles();
  for (const load of SHARED_AT_START) {
    await load();
    await nextTask();
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

start().catch((error: unknown) => {
  // A chunk that cannot load leaves the painted frame in place; say why in the console.
  console.error('Reluxe could not start.', error);
});
