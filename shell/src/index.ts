// Entry: ask for the runtime remotes configuration at once, then boot the app asynchronously
// (Module Federation needs the async boundary). The page's nonce goes to webpack first.
import './boot/webpack-nonce';
import { fetchRemotesConfig } from './federation/remotes-config';

fetchRemotesConfig();
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  // A chunk that cannot load leaves the server's page in place; say why in the console.
  console.error('Reluxe could not start.', error);
});
