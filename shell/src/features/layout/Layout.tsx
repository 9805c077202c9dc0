import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';

const Header = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 16px 24px;
`;

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 28px;
  letter-spacing: 0.3em;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.ink};
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 32px 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Frame of every page: navigation on top, the routed page, the footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header>
        <nav aria-label="Main">
          <Logo to="/" aria-label="Reluxe home">
            RELUXE
          </Logo>
        </nav>
      </Header>
      {children}
      <Footer>
        <p>Reluxe</p>
      </Footer>
    </>
  );
}
