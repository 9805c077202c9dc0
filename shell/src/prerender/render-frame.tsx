import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import styled, { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import {
  BREAKPOINTS,
  createAppStore,
  FIRST_PAINT_SLOT,
  FIRST_PAINT_STYLE,
  firstPaintStyleTags,
  GlobalStyle,
  commonCatalog,
  ViewportOverride,
  withLanguage,
  MemoryRouter,
  theme,
  type Language,
  type Viewport,
} from 'shared-contracts';
// Build time only: the frame imports the Arabic catalogs itself (tsx cannot resolve their chunks).
// eslint-disable-next-line no-restricted-imports
import commonArabic from 'shared-contracts/src/i18n/locales/common.ar';
import { PageSkeleton } from '../federation/PageSkeleton';
import shellArabic from '../i18n/ar';
import { shellCatalog } from '../i18n/catalog';
import { SiteHeader } from '../features/nav/SiteHeader';

/** Each viewport's copy of the frame is shown only at the widths that viewport is for. */
const ForViewport = styled.div<{ $viewport: Viewport }>`
  display: none;
  ${({ $viewport }) =>
    ({
      mobile: `@media (max-width: ${BREAKPOINTS.mobileMax}px) { display: block; }`,
      tablet: `@media (min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px) { display: block; }`,
      desktop: `@media (min-width: ${BREAKPOINTS.tabletMax + 1}px) { display: block; }`,
    })[$viewport]}
`;

const VIEWPORTS: Viewport[] = ['mobile', 'tablet', 'desktop'];

/**
 * The shell's first paint, rendered at build time into index.html (see shell/webpack.config.js):
 * the announcement bar, the header as a signed-out visitor sees it (one copy per viewport, picked
 * by media queries) and the page skeleton, between FIRST_PAINT_SLOT markers where the api puts
 * the page's own first paint when its remote renders one. It is inert and hidden from assistive
 * technology: a picture of the page, replaced by the live one when the shell's first render commits.
 * One per language: the api serves the visitor's.
 */
export async function renderStaticFrame(
  language: Language,
): Promise<{ html: string; css: string }> {
  if (language === 'ar') {
    await Promise.all([
      shellCatalog.load('ar', shellArabic),
      commonCatalog.load('ar', commonArabic),
    ]);
  }
  return withLanguage(language, renderFrame);
}

function renderFrame(): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  const render = (content: ReactNode) =>
    renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <Provider store={createAppStore()}>
          <ThemeProvider theme={theme}>
            <MemoryRouter>{content}</MemoryRouter>
          </ThemeProvider>
        </Provider>
      </StyleSheetManager>,
    );
  try {
    const header = render(
      <>
        <GlobalStyle />
        {/* No remote loader: the nav shows the search box's stand-in, as the shell does at first. */}
        {VIEWPORTS.map((viewport) => (
          <ForViewport key={viewport} $viewport={viewport}>
            <ViewportOverride.Provider value={viewport}>
              <SiteHeader menu={{ status: 'loading', groups: [] }} />
            </ViewportOverride.Provider>
          </ForViewport>
        ))}
      </>,
    );
    // The page part: the api puts the page's remote-rendered first paint here when it has one.
    const page = `${FIRST_PAINT_SLOT.start}${render(<PageSkeleton />)}${FIRST_PAINT_SLOT.end}`;
    const css = firstPaintStyleTags(sheet.getStyleTags(), FIRST_PAINT_STYLE.frame);
    return { html: header + page, css };
  } finally {
    sheet.seal();
  }
}
