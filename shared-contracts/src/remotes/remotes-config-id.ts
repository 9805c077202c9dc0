/**
 * id of the <script type="application/json"> in each page the api serves, holding the visitor's
 * RemotesConfig: the browser boots with the config the page was rendered with, not asking again.
 * A file of its own: the shell's entry imports it, and nothing else of the registry.
 */
export const REMOTES_CONFIG_ID = 'reluxe-remotes-config';
