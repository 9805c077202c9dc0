import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'shared-contracts';
import styled from 'styled-components';
import { PageContainer, PageTitle, useCommonText } from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';

/** How long a direct visit to /buynow shows its message before going to the bag. */
export const NOTHING_TO_CHECKOUT_REDIRECT_MS = 2500;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 64px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

/**
 * /buynow opened without checkout state (typed in, bookmarked): says so, links to the bag and
 * takes the shopper there shortly.
 */
export function NothingToCheckout() {
  const navigate = useNavigate();
  const t = useCheckoutText();
  const common = useCommonText();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate('/cart', { replace: true }),
      NOTHING_TO_CHECKOUT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <PageContainer>
      <PageTitle>{common('placeYourOrder')}</PageTitle>
      <Box role="status">
        <ShoppingBag size={32} strokeWidth={1.2} aria-hidden />
        <p>{t('nothingToCheckout')}</p>
        <Link to="/cart">{t('goToBag')}</Link>
      </Box>
    </PageContainer>
  );
}
