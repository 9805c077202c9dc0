import { Link } from 'shared-contracts';
import styled from 'styled-components';
import { useShellText } from '../../i18n/messages';

const Mark = styled(Link)<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.ink};
  line-height: 1;
  span:first-child {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-weight: 400;
    font-size: ${({ $size }) => ({ sm: '21px', md: '28px', lg: '34px' })[$size]};
    letter-spacing: 0.34em;
    /* the tracking after the last letter would push the word off-centre (the word is set
       left to right in every language) */
    margin-inline-end: -0.34em;
  }
  span:last-child {
    margin-top: 6px;
    font-size: 8.5px;
    font-weight: 600;
    letter-spacing: 0.42em;
    margin-inline-end: -0.42em;
    &:lang(ar) {
      margin-inline-end: 0;
      font-size: 10px;
    }
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
    display: ${({ $size }) => ($size === 'sm' ? 'none' : 'block')};
  }
`;

/** The typographic logo, linking home. */
export function Logo({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const t = useShellText();
  return (
    <Mark to="/" $size={size}>
      <span lang="en" dir="ltr">
        RELUXE
      </span>
      <span aria-hidden="true">{t('logoTagline')}</span>
    </Mark>
  );
}
