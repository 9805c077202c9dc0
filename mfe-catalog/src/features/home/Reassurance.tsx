import { CreditCard, Gem, Globe, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { renderWhenOnScreen } from 'shared-contracts';

export const REASSURANCE_POINTS = [
  {
    icon: Gem,
    title: 'Unique Luxury Pieces',
    text: 'One-of-a-kind pre-owned watches, bags and jewellery, hand-picked from the houses you love.',
  },
  {
    icon: CreditCard,
    title: 'Affordable Luxury',
    text: 'Fair prices on every piece, with installment options to spread the cost.',
  },
  {
    icon: ShieldCheck,
    title: 'Trusted Platform',
    text: 'Lifetime authenticity guarantee on every piece, trusted for 25,000+ creations.',
  },
  {
    icon: Globe,
    title: 'Worldwide Delivery & Returns',
    text: 'Worldwide delivery and returns: money back if the item is not as seen.',
  },
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

/** The four reassurance points of the spec's home page. */
export function Reassurance() {
  return (
    <Block aria-labelledby="why-reluxe">
      <Title id="why-reluxe">Why shop with Reluxe</Title>
      <Points>
        {REASSURANCE_POINTS.map(({ icon: Icon, title, text }) => (
          <Point key={title}>
            <Icon size={30} strokeWidth={1.3} aria-hidden="true" />
            <h3>{title}</h3>
            <p>{text}</p>
          </Point>
        ))}
      </Points>
    </Block>
  );
}
