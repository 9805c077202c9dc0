import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.sans};
    font-size: 15px;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.serif};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 500;
    letter-spacing: 0.01em;
    margin: 0 0 0.5em;
  }
  /* Arabic letters join: tracking would break every word apart. Arabic faces come first. */
  :lang(ar) { letter-spacing: 0 !important; }
  html:lang(ar) :is(body, h1, h2, h3, h4) { font-family: ${({ theme }) => theme.fonts.arabic}; }
  a { color: inherit; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A button tapped before the page was live: kept, and answered once it is (early-taps-script). */
  button[aria-busy='true'] { cursor: progress; opacity: 0.6; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0; padding: 0; margin: -1px;
  }
`;
