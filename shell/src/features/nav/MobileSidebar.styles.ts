import styled from 'styled-components';
import { Link } from 'shared-contracts';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  animation: backdrop-in 0.25s ease-out;
  @keyframes backdrop-in {
    from {
      opacity: 0;
    }
  }
`;

export const Drawer = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.z.drawer + 1};
  width: min(86vw, 360px);
  display: flex;
  flex-direction: column;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow.pop};
  animation: drawer-in 0.3s cubic-bezier(0.22, 0.61, 0.36, 1);
  /* It slides in from the inline-start side: the left, or the right in Arabic. */
  [dir='rtl'] & {
    animation-name: drawer-in-rtl;
  }
  @keyframes drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
  @keyframes drawer-in-rtl {
    from {
      transform: translateX(100%);
    }
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: 10px;
  padding-inline: 24px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  span {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 20px;
    letter-spacing: 0.34em;
  }
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 0 24px;
`;

export const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px 24px;
  background: ${({ theme }) => theme.colors.surface};
  strong {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-weight: 500;
    font-size: 17px;
  }
`;

export const SectionLabel = styled.p`
  margin: 20px 24px 6px;
  font-size: 10.5px;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  /* Arabic letters read smaller than Latin ones at the same size. */
  &:lang(ar) {
    font-size: 12.5px;
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const rowStyles = `
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 50px;
  padding: 0 24px;
  border: 0;
  background: none;
  font-size: 15px;
  text-decoration: none;
  text-align: start;
  cursor: pointer;
`;

export const RowLink = styled(Link)`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const RowButton = styled.button`
  ${rowStyles}
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const GroupButton = styled.button<{ $open: boolean }>`
  ${rowStyles}
  justify-content: space-between;
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:lang(ar) {
    font-size: 15px;
  }
  svg {
    transition: transform 0.2s ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

export const GroupBody = styled.div`
  padding-block: 8px 16px;
  padding-inline: 36px 24px;
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 12px 0 6px;
    font-family: ${({ theme }) => theme.fonts.sans};
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
    &:lang(ar) {
      font-size: 12.5px;
    }
  }
  a {
    display: block;
    padding: 8px 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

export const Muted = styled.p`
  margin: 12px 24px;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 13px;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

export const Footer = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px 24px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
