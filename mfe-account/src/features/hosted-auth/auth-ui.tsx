import styled from 'styled-components';
import { MEETS_FOOTER_ATTRIBUTE } from 'shared-contracts';

/** The dark theme of the hosted auth screens (/join and /success). */
export const dark = {
  page: '#0f0f0e',
  card: '#1a1917',
  input: '#232220',
  border: '#3a3834',
  text: '#ededeb',
  muted: '#a19d95',
  brand: '#c8a46a',
  brandHover: '#d8b87f',
  danger: '#f0837a',
  dangerBg: 'rgba(240, 131, 122, 0.1)',
  success: '#8fd1a0',
  successBg: 'rgba(143, 209, 160, 0.1)',
} as const;

/** Full-width dark band the card sits in, down to the (dark) site footer. */
export const Stage = styled.main.attrs({ [MEETS_FOOTER_ATTRIBUTE]: '' } as object)`
  min-height: 70vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 64px 7px 80px;
  background:
    radial-gradient(circle at 50% 0%, rgba(200, 164, 106, 0.12), transparent 55%), ${dark.page};
  color: ${dark.text};
  ${({ theme }) => theme.media.mobile} {
    padding-top: 32px;
  }
`;

/** The auth card: 360 px wide (440 px for the wide variant), never wider than the screen. */
export const Card = styled.section<{ $wide?: boolean }>`
  width: ${({ $wide }) => ($wide ? '440px' : '360px')};
  max-width: 100%;
  padding: 32px 24px;
  background: ${dark.card};
  border: 1px solid ${dark.border};
  border-radius: 6px;
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.45);
`;

export const Brand = styled.p`
  margin: 0 0 4px;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 26px;
  letter-spacing: 0.28em;
  color: ${dark.text};
`;

export const CardTitle = styled.h1`
  margin: 0 0 24px;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.sans};
  font-size: 13px;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${dark.muted};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 13px;
  color: ${dark.muted};
`;

export const DarkInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 4px;
  border: 1px solid ${dark.border};
  background: ${dark.input};
  color: ${dark.text};
  font-size: 15px;
  &::placeholder {
    color: #6f6b64;
  }
  &:focus {
    outline: none;
    border-color: ${dark.brand};
  }
`;

export const Primary = styled.button`
  min-height: 44px;
  margin-top: 4px;
  border: 0;
  border-radius: 4px;
  background: ${dark.brand};
  color: #16130e;
  font-size: 14px;
  font-weight: 600;
  letter-spacing: 0.04em;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${dark.brandHover};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const Secondary = styled(Primary)`
  background: transparent;
  color: ${dark.text};
  border: 1px solid ${dark.border};
  &:hover:not(:disabled) {
    background: ${dark.input};
  }
`;

export const Social = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  border-radius: 4px;
  border: 1px solid ${dark.border};
  background: ${dark.input};
  color: ${dark.text};
  font-size: 14px;
  cursor: pointer;
  &:hover {
    border-color: ${dark.muted};
  }
`;

export const Socials = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0;
  font-size: 12px;
  color: ${dark.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${dark.border};
  }
`;

export const Links = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin-top: 20px;
`;

export const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 2px;
  color: ${dark.muted};
  font-size: 13px;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    color: ${dark.text};
  }
`;

export const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  padding: 10px 12px;
  border-radius: 4px;
  font-size: 13px;
  text-align: center;
  color: ${({ $tone }) => ($tone === 'danger' ? dark.danger : dark.success)};
  background: ${({ $tone }) => ($tone === 'danger' ? dark.dangerBg : dark.successBg)};
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? dark.danger : dark.success)}40;
`;
