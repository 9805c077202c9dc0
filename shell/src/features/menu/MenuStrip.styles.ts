import styled from 'styled-components';
import { Link } from 'shared-contracts';

export const Strip = styled.nav`
  position: relative;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 40px;
  min-height: 52px;
`;

export const Groups = styled.ul`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: stretch;
  justify-content: center;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 52px;
`;

export const Group = styled.li`
  display: flex;
`;

export const Trigger = styled.button<{ $open: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 18px;
  border: 0;
  background: none;
  white-space: nowrap;
  font-size: 12px;
  @media (max-width: 1279px) {
    padding: 0 11px;
    letter-spacing: 0.14em;
    &::after {
      inset-inline: 11px !important;
    }
  }
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme, $open }) => ($open ? theme.colors.accent : theme.colors.ink)};
  cursor: pointer;
  /* Arabic letters read smaller than Latin ones at the same size. */
  &:lang(ar) {
    font-size: 14px;
  }
  svg {
    transition: transform 0.2s ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
  &::after {
    content: '';
    position: absolute;
    inset-inline: 18px;
    bottom: -1px;
    height: 2px;
    background: ${({ theme }) => theme.colors.accent};
    transform: scaleX(${({ $open }) => ($open ? 1 : 0)});
    transition: transform 0.25s ease;
  }
`;

export const Loading = styled.li`
  display: flex;
  align-items: center;
  font-size: 12px;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.subtle};
  &:lang(ar) {
    font-size: 14px;
  }
`;

export const Actions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 20px;
`;

export const Panel = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.z.dropdown};
  background: #fff;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 24px 40px -24px rgba(22, 21, 20, 0.25);
  animation: panel-in 0.2s ease-out;
  @keyframes panel-in {
    from {
      opacity: 0;
      transform: translateY(-6px);
    }
  }
`;

export const PanelInner = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr 300px;
  gap: 48px;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 36px 40px 44px;
`;

export const Feature = styled.div`
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  padding-inline-end: 40px;
  p {
    margin: 0 0 6px;
    font-size: 11px;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
    &:lang(ar) {
      font-size: 13px;
    }
  }
  h2 {
    font-size: 30px;
    font-style: italic;
    margin: 0;
    /* Arabic has no italic: a slanted copy of its letters only looks broken. */
    &:lang(ar) {
      font-style: normal;
    }
  }
`;

export const Promo = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: 150px;
  padding: 24px;
  background:
    radial-gradient(circle at 80% 20%, rgba(201, 168, 112, 0.35), transparent 55%),
    ${({ theme }) => theme.colors.ink};
  /* The glow sits at the top inline-end corner in either direction. */
  [dir='rtl'] & {
    background:
      radial-gradient(circle at 20% 20%, rgba(201, 168, 112, 0.35), transparent 55%),
      ${({ theme }) => theme.colors.ink};
  }
  color: #f3ede3;
  text-decoration: none;
  span {
    font-size: 10.5px;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: #c9a870;
    &:lang(ar) {
      font-size: 12.5px;
    }
  }
  strong {
    margin: 6px 0 12px;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 21px;
    font-weight: 400;
    line-height: 1.25;
  }
  em {
    font-style: normal;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    text-decoration: underline;
    text-underline-offset: 5px;
    &:lang(ar) {
      font-size: 12.5px;
    }
  }
`;

export const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 32px 40px;
`;

export const SectionTitle = styled.h3`
  font-family: ${({ theme }) => theme.fonts.sans};
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
  margin: 0 0 14px;
  &:lang(ar) {
    font-size: 13px;
  }
  a {
    text-decoration: none;
  }
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 9px;
  }
  a {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    transition: color 0.15s ease;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;
