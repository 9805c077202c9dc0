import styled from 'styled-components';
import { Link, MEETS_FOOTER_ATTRIBUTE, renderWhenOnScreen } from 'shared-contracts';

/** The footer's usual height per layout (its columns stack on mobile), measured at 375-1440 px. */
const FOOTER_BLOCK_SIZE = { mobile: 1180, tablet: 865, desktop: 656 } as const;

export const Wrapper = styled.footer`
  ${renderWhenOnScreen(FOOTER_BLOCK_SIZE)}
  margin-top: 72px;
  #content:has([${MEETS_FOOTER_ATTRIBUTE}]) + & {
    margin-top: 0;
  }
  background: ${({ theme }) => theme.colors.ink};
  color: #cfc7ba;
  a {
    color: inherit;
    text-decoration: none;
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 40px;
  ${({ theme }) => theme.media.tablet} {
    padding: 0 28px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 0 20px;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(4, 1fr);
  gap: 40px;
  padding: 72px 0 56px;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, 1fr);
    padding: 56px 0 44px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: 36px 20px;
    padding: 48px 0 36px;
  }
`;

export const Intro = styled.div`
  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
    max-width: 520px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
  p {
    margin: 14px 0 0;
    font-size: 14px;
    line-height: 1.7;
    color: #a69e91;
    max-width: 300px;
  }
`;

export const Wordmark = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 26px;
  letter-spacing: 0.34em;
  color: #fff !important;
`;

// Plain blocks under their headings: landmark names such as 'Top Brands' would also answer
// label lookups meant for form fields ('Brand') on the page above.
export const Column = styled.div`
  h2 {
    margin: 0 0 18px;
    font-family: ${({ theme }) => theme.fonts.sans};
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: #c9a870;
    /* Arabic letters read smaller than Latin ones at the same size. */
    &:lang(ar) {
      font-size: 13px;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 11px;
  }
  a {
    font-size: 14px;
    transition: color 0.15s ease;
  }
  a:hover {
    color: #fff;
  }
`;

export const Placeholder = styled.span`
  display: block;
  height: 12px;
  width: 70%;
  background: rgba(255, 255, 255, 0.08);
`;

export const Band = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1fr auto;
  align-items: center;
  gap: 32px;
  padding: 32px 0;
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 28px;
  }
`;

export const Help = styled.section`
  h2 {
    margin: 0 0 10px;
    font-size: 22px;
    color: #fff;
  }
  p {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 6px 0 0;
    font-size: 14px;
  }
  svg {
    color: #c9a870;
    flex: none;
  }
`;

export const Hours = styled.p`
  span + span::before {
    content: '·';
    margin-inline-end: 10px;
    color: #6f6a63;
  }
`;

export const SellCta = styled.div`
  p {
    margin: 0 0 12px;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 18px;
    font-style: italic;
    color: #e9e1d3;
    /* Arabic has no italic: a slanted copy of its letters only looks broken. */
    &:lang(ar) {
      font-style: normal;
    }
  }
`;

export const SellLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 42px;
  padding: 0 24px;
  border: 1px solid #c9a870;
  color: #fff !important;
  font-size: 11.5px;
  font-weight: 600;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  transition: background 0.2s ease;
  &:lang(ar) {
    font-size: 13.5px;
  }
  &:hover {
    background: #c9a870;
    color: ${({ theme }) => theme.colors.ink} !important;
  }
`;

export const Social = styled.ul`
  display: flex;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 42px;
    height: 42px;
    border: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: 50%;
    transition:
      border-color 0.2s ease,
      color 0.2s ease;
  }
  a:hover {
    border-color: #c9a870;
    color: #c9a870;
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 20px 0 28px;
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  font-size: 12px;
  letter-spacing: 0.06em;
  color: #8a8378;
  /* Room for the scroll-to-top button at the inline end. */
  @media (max-width: 1024px) {
    padding-inline-end: 64px;
  }
`;

export const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
`;
