import styled from 'styled-components';
import { renderWhenOnScreen, type PlaceholderBlockSize } from 'shared-contracts';

/**
 * A home section below the hero and the sale banner. Its style, layout and paint wait until it
 * nears the screen: the page's first layout then covers its top, and the type sizes of the
 * sections further down are looked up when they are scrolled to. `$blockSize` is its usual
 * height per layout, measured at 375-1440 px.
 */
export const Section = styled.section<{ $blockSize: PlaceholderBlockSize }>`
  margin: 72px 0 0;
  ${({ theme }) => theme.media.mobile} {
    margin-top: 48px;
  }
  ${({ $blockSize }) => renderWhenOnScreen($blockSize)}
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
  h2 {
    margin: 0;
    font-size: clamp(22px, 2.4vw, 30px);
  }
  a {
    font-size: 12px;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ink};
    white-space: nowrap;
  }
`;
