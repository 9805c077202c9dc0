import { Fragment } from 'react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import { useCatalogText } from '../i18n/messages';

export interface Crumb {
  label: string;
  to?: string;
}

const Nav = styled.nav`
  margin-bottom: 20px;
  font-size: 12px;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.ink};
      text-decoration: underline;
    }
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Separator = styled.span`
  display: inline-block;
  color: ${({ theme }) => theme.colors.subtle};
  /* Points along the reading direction: Chromium does not mirror the lone glyph itself. */
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useCatalogText();
  return (
    <Nav aria-label={t('breadcrumb')}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <li>
                {item.to && !last ? (
                  <Link to={item.to}>{item.label}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                )}
              </li>
              {!last && (
                <li aria-hidden="true">
                  <Separator>&gt;</Separator>
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </Nav>
  );
}
