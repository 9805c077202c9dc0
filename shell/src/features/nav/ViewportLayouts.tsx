import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated, useViewport, type Viewport } from 'shared-contracts';

const VIEWPORTS: Viewport[] = ['mobile', 'tablet', 'desktop'];

/** Adds no box of its own; before hydration, shown only at its viewport's widths. */
const Layout = styled.div<{ $only?: Viewport }>`
  display: ${({ $only }) => ($only ? 'none' : 'contents')};
  ${({ $only, theme }) => $only && `${theme.media[$only]} { display: contents; }`}
`;

/**
 * One layout per viewport class. The server knows no window width: it and the hydrating render
 * make all three for CSS to pick from. Then the current one stays in the same element (its DOM is
 * kept) and the other two go.
 */
export function ViewportLayouts({ children }: { children: (viewport: Viewport) => ReactNode }) {
  const hydrated = useHydrated();
  const current = useViewport();
  return (hydrated ? [current] : VIEWPORTS).map((viewport) => (
    <Layout key={viewport} $only={hydrated ? undefined : viewport}>
      {children(viewport)}
    </Layout>
  ));
}
