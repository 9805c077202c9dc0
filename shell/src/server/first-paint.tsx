import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import { renderToString } from 'react-dom/server';
import * as ReactRedux from 'react-redux';
import * as StyledComponents from 'styled-components';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import * as contracts from 'shared-contracts';
import {
  createAppStore,
  loadMessages,
  renderWithResponses,
  withLanguage,
  type Language,
  type ShellServerModule,
} from 'shared-contracts';
// The submodules the browser shares on their own (webpack.common.js SHARED_SUBMODULES).
import * as schemas from 'shared-contracts/schemas';
import * as queries from 'shared-contracts/queries';
import { App } from '../app/App';
import { withLoadedRemoteModule } from '../federation/load-remote-module';
import { frameRequests } from '../features/frame/frame-requests';

/**
 * The shell's server module (shared-contracts ShellServerModule), bundled for Node by
 * FirstPaintPlugin (webpack.common.js) into dist/first-paint.cjs. It renders the same App the
 * browser hydrates, at the request's address, with the route's remote page given by that
 * remote's own server module, which runs on the libraries shared here.
 */

/** Every library a remote's server bundle leaves external (webpack.common.js SERVER_EXTERNALS). */
export const shared: ShellServerModule['shared'] = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-dom/server': ReactDomServer,
  'react-redux': ReactRedux,
  'styled-components': StyledComponents,
  'shared-contracts': contracts,
  'shared-contracts/schemas': schemas,
  'shared-contracts/queries': queries,
};

export const languages: readonly Language[] = ['en', 'ar'];

/** Loads `language`'s messages of every package registered so far (the shell's and the remotes'). */
export const prepare = (language: Language): Promise<void> => loadMessages(language);

export const requests: ShellServerModule['requests'] = () => frameRequests();

export const render: ShellServerModule['render'] = ({
  location,
  language,
  responses,
  config,
  page,
}) => {
  const sheet = new ServerStyleSheet();
  const paintedAt = Date.now();
  const draw = () =>
    renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <App
          store={createAppStore({ restore: 'later' })}
          config={config}
          location={`${location.pathname}${location.search}`}
        />
      </StyleSheetManager>,
    );
  try {
    const html = withLanguage(language, () =>
      renderWithResponses(
        responses,
        () =>
          page ? withLoadedRemoteModule(page.module, { default: page.component }, draw) : draw(),
        paintedAt,
      ),
    );
    return { html, css: sheet.getStyleTags(), paintedAt };
  } finally {
    sheet.seal();
  }
};
