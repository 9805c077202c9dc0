import { Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  discountSummary,
  formatPrice,
  TEXT,
  toAed,
  useCommonText,
  useLanguage,
  type CountdownParts,
  type FeaturedPromotion,
  type Language,
} from 'shared-contracts';
import { homeMessages, useHomeText, type HomeKey } from './i18n/messages';
import { useRichText, type RichValues } from '../../shared/rich-text';
import { formatNumber } from '../../shared/numbers';
import { useCountdown } from './use-countdown';

const Banner = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: 32px;
  align-items: center;
  padding: 48px 56px;
  background: ${({ theme }) => theme.colors.ink};
  color: #f5efe6;
  overflow: hidden;
  h2 {
    color: #fff;
    font-size: clamp(24px, 3vw, 36px);
    letter-spacing: 0.06em;
    margin-bottom: 12px;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr;
    padding: 40px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 24px;
    padding: 32px 20px;
    text-align: center;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 8px;
  font-size: 11px;
  letter-spacing: 0.3em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Offer = styled.p`
  margin: 0 0 16px;
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: clamp(20px, 2.2vw, 26px);
  /* discountSummary writes 'up to 900 AED off'; the banner reads 'Up to 900 AED off'. */
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Code = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-size: 13px;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  strong {
    padding: 6px 14px;
    border: 1px dashed ${({ theme }) => theme.colors.accent};
    color: #fff;
    letter-spacing: 0.3em;
  }
`;

const Timer = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
`;

const Unit = styled.div`
  padding: 16px 8px;
  border: 1px solid rgba(255, 255, 255, 0.18);
  text-align: center;
  span {
    display: block;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: clamp(26px, 3.4vw, 40px);
    line-height: 1;
    color: #fff;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    margin-top: 8px;
    font-size: 10px;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: rgba(245, 239, 230, 0.7);
  }
`;

const Note = styled.p`
  margin: 14px 0 0;
  font-size: 11px;
  letter-spacing: 0.2em;
  color: rgba(245, 239, 230, 0.7);
`;

/** Days as they are, the rest on two digits; never grouped ('27000' days, not '27,000'). */
const whole = (value: number, language: Language) =>
  formatNumber(value, language, { useGrouping: false });
const twoDigits = (value: number, language: Language) =>
  formatNumber(value, language, { minimumIntegerDigits: 2, useGrouping: false });

/** The timer's four boxes, as the active language writes their numbers. */
const UNITS: {
  key: 'days' | 'hours' | 'minutes' | 'seconds';
  show: (left: CountdownParts, language: Language) => string;
}[] = [
  { key: 'days', show: (left, language) => whole(left.days, language) },
  { key: 'hours', show: (left, language) => twoDigits(left.hours, language) },
  { key: 'minutes', show: (left, language) => twoDigits(left.minutes, language) },
  { key: 'seconds', show: (left, language) => twoDigits(left.seconds, language) },
];

type Rich = (key: HomeKey, values: RichValues) => ReactNode;

/** The offer: discountSummary in English; in Arabic the same, its amount as Arabic writes prices. */
function offerOf(promotion: FeaturedPromotion, language: Language, rich: Rich): ReactNode {
  if (language === 'en') return discountSummary(promotion);
  const price = (fils: number | null) => formatPrice(toAed(fils ?? 0), language);
  if (promotion.Kind === 'fixed') {
    return rich('saleOfferFixed', { ltr: { amount: price(promotion.Amount) } });
  }
  if (promotion.MaxDiscount !== null) {
    return rich('saleOfferUpTo', { ltr: { amount: price(promotion.MaxDiscount) } });
  }
  return rich('saleOfferPercent', { ltr: { percent: `${promotion.Percent ?? 0}%` } });
}

/**
 * The featured promotion ('HOTTEST SALE OF THE YEAR': up to 900 AED off with code SALE), counting
 * down to its end every second; gone once the end has passed.
 */
export function SaleBanner({ promotion }: { promotion: FeaturedPromotion }) {
  const t = useHomeText();
  const common = useCommonText();
  const rich = useRichText(homeMessages);
  const language = useLanguage();
  const left = useCountdown(promotion.EndsAt);
  if (left.ended) return null;
  const headline = promotion.Headline.trim();
  // The standard title (or none) reads in the active language; another stays as it was entered.
  const title =
    !headline || headline.toUpperCase() === TEXT.saleTitle ? common('saleTitle') : headline;
  return (
    <Banner aria-labelledby="sale-title">
      <div>
        <Eyebrow>{t('saleEyebrow')}</Eyebrow>
        <h2 id="sale-title">{title}</h2>
        <Offer>{offerOf(promotion, language, rich)}</Offer>
        <Code>
          <Tag size={16} aria-hidden="true" />{' '}
          {rich('saleCode', { nodes: { code: <strong dir="ltr">{promotion.Code}</strong> } })}
        </Code>
      </div>
      <div>
        <Timer role="timer" aria-label={t('saleTimeLeft')}>
          {UNITS.map(({ key, show }) => (
            <Unit key={key}>
              <span data-testid={`countdown-${key}`} dir="ltr">
                {show(left, language)}
              </span>
              <small>{t(key)}</small>
            </Unit>
          ))}
        </Timer>
        <Note>{common('saleNote')}</Note>
      </div>
    </Banner>
  );
}
