// Entry: ask for the runtime remotes configuration first, so it travels while the shared
// chunks load, then boot the app asynchronously (Module Federation needs the async boundary).
import { fetchRemotesConfig } from './federation/remotes-config';

fetchRemotesConfig();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
