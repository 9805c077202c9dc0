import { CreditCard, Gem, Globe, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { renderWhenOnScreen, useLanguage } from 'shared-contracts';
import { homeMessages, useHomeText } from './i18n/messages';
import { useRichText } from '../../shared/rich-text';
import { formatNumber } from '../../shared/numbers';

/** The pieces the platform is trusted for ('25,000+'). */
const TRUSTED_CREATIONS = 25_000;

/** The points by their catalog messages. */
export const REASSURANCE_POINTS = [
  { icon: Gem, title: 'uniqueTitle', text: 'uniqueText' },
  { icon: CreditCard, title: 'affordableTitle', text: 'affordableText' },
  { icon: ShieldCheck, title: 'trustedTitle', text: 'trustedText' },
  { icon: Globe, title: 'deliveryTitle', text: 'deliveryText' },
] as const;

/** The block's usual content height per layout (without its padding), measured at 375-1440 px. */
const REASSURANCE_BLOCK_SIZE = { mobile: 692, tablet: 385, desktop: 236 } as const;

/** Far below the fold on every layout: its layout waits until it nears the screen. */
const Block = styled.section`
  ${renderWhenOnScreen(REASSURANCE_BLOCK_SIZE)}
  margin-top: 88px;
  padding: 56px 40px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    margin: 56px -16px 0;
    padding: 40px 20px;
  }
`;

const Title = styled.h2`
  text-align: center;
  font-size: clamp(22px, 2.4vw, 30px);
  margin-bottom: 40px;
`;

const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 32px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 28px;
  }
`;

const Point = styled.li`
  text-align: center;
  svg {
    color: ${({ theme }) => theme.colors.accent};
    margin-bottom: 14px;
  }
  h3 {
    font-size: 17px;
    margin-bottom: 8px;
  }
  p {
    margin: 0 auto;
    max-width: 280px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The home page's four reassurance points. */
export function Reassurance() {
  const t = useHomeText();
  const rich = useRichText(homeMessages);
  const count = formatNumber(TRUSTED_CREATIONS, useLanguage());
  return (
    <Block aria-labelledby="why-reluxe">
      <Title id="why-reluxe">{t('whyReluxe')}</Title>
      <Points>
        {REASSURANCE_POINTS.map(({ icon: Icon, title, text }) => (
          <Point key={title}>
            <Icon size={30} strokeWidth={1.3} aria-hidden="true" />
            <h3>{t(title)}</h3>
            <p>{rich(text, { ltr: { count } })}</p>
          </Point>
        ))}
      </Points>
    </Block>
  );
}
