// Entry: ask for the runtime remotes configuration first, so it travels while the shared
// chunks load, then boot the app asynchronously (Module Federation needs the async boundary).
import { fetchRemotesConfig } from './federation/remotes-config';

/** Resolves in a new task: the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shared libraries the app starts with, evaluated one per task before the bootstrap. All in
 * the bootstrap's task they make one long task (~60 ms here, four times that on a mid-range
 * phone) during which the page, already painted, cannot answer a tap.
 */
const SHARED_AT_START = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('styled-components'),
  () => import('@reduxjs/toolkit'),
  () => import('shared-contracts'),
];

async function start() {
  fetchRemotesConfig();
  for (const load of SHARED_AT_START) {
    await load();
    await nextTask();
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
