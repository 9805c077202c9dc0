import { css } from 'styled-components';
import { theme } from './theme';

/** The block size a skipped block keeps for itself, per layout, until it has been rendered. */
export interface PlaceholderBlockSize {
  mobile: number;
  tablet: number;
  desktop: number;
}

/**
 * Lets the browser skip the style, layout and paint of a block while it is far from the viewport
 * (content-visibility: auto): a page's first layout then covers what is on screen, not all 24
 * cards and the footer of a product list. It stays in the accessibility tree and in find-in-page,
 * and is rendered before it scrolls into view. Until its first render it takes `blockSize` of the
 * layout it is in (close to its real height, so the scrollbar hardly changes), then its own last
 * size. Its measured effect on /Items is in docs/performance.md.
 *
 * Skipping implies paint containment, which clips whatever paints outside the block; the clip
 * margin leaves room for focus rings (2 px at a 2 px offset) and shadows at its edges.
 */
export function renderWhenOnScreen(blockSize: PlaceholderBlockSize) {
  return css`
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${blockSize.desktop}px;
    overflow-clip-margin: 8px;
    ${theme.media.tablet} {
      contain-intrinsic-block-size: auto ${blockSize.tablet}px;
    }
    ${theme.media.mobile} {
      contain-intrinsic-block-size: auto ${blockSize.mobile}px;
    }
  `;
}
