import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import {
  createAppStore,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_PAGE_ATTRIBUTE,
  FIRST_PAINT_TIME_ATTRIBUTE,
  matchRoute,
  MemoryRouter,
  renderWithResponses,
  Route,
  Routes,
  theme,
  withLanguage,
  type AppStore,
  type FacetCounts,
  type FirstPaintMarkup,
  type FirstPaintResponses,
  type Language,
} from 'shared-contracts';
import { page } from './server';

/** Facet counts of a two-product list (both Pristine, one brand, one category). */
export const counts: FacetCounts = {
  category: { 1: 2, 2: 0 },
  brand: { 1: 2 },
  sex: { 1: 2 },
  condition: { 2: 2 },
  total: 2,
};

/**
 * The catalog's page at `url` as the shell mounts it, on the server and in the browser alike: on
 * its route's pattern, the component `page` gives for that route's module, and a store that
 * starts without the visitor's saved bag and favourites (they come in after hydration).
 */
export function pageTree(
  url: string,
  store: AppStore = createAppStore({ restore: 'later' }),
): ReactElement {
  const route = matchRoute(new URL(url, 'http://localhost').pathname);
  const Page = route && page(route.module);
  if (!route || !Page) throw new Error(`The catalog paints no page at ${url}`);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={route.path} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>
  );
}

/** The server's render of the page at `url` with these api answers, in `language`. */
export function renderPage(
  url: string,
  responses: FirstPaintResponses,
  language: Language = 'en',
  paintedAt: number = Date.now(),
): FirstPaintMarkup {
  const sheet = new ServerStyleSheet();
  try {
    const html = withLanguage(language, () =>
      renderWithResponses(
        responses,
        () =>
          renderToString(
            <StyleSheetManager sheet={sheet.instance}>{pageTree(url)}</StyleSheetManager>,
          ),
        paintedAt,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const added = new Set<Element>();

/** The server's markup of the page, as the visitor's browser shows it before any script runs. */
export function paint(
  url: string,
  responses: FirstPaintResponses,
  language?: Language,
  paintedAt?: number,
) {
  const container = document.createElement('div');
  container.innerHTML = renderPage(url, responses, language, paintedAt).html;
  document.body.appendChild(container);
  added.add(container);
  return container;
}

/** The answers the page was painted with, embedded in the document as the api serves it. */
export function embed(responses: FirstPaintResponses, paintedAt?: number) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAINT_DATA_ID;
  script.setAttribute(FIRST_PAINT_PAGE_ATTRIBUTE, '');
  if (paintedAt !== undefined) script.setAttribute(FIRST_PAINT_TIME_ATTRIBUTE, String(paintedAt));
  script.textContent = JSON.stringify(responses);
  document.body.appendChild(script);
  added.add(script);
}

/** Takes what paint and embed put in the document out again. */
export function clearDocument() {
  added.forEach((element) => element.remove());
  added.clear();
}
