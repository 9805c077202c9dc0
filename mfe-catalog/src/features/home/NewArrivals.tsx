import { Link } from 'shared-contracts';
import { Notice, useCommonText } from 'shared-contracts';
import { useHomeText } from './i18n/messages';
import { ProductCard } from '../product-card/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../../shared/ProductGrid';
import { useNewArrivals } from './api/get-new-arrivals';
import { Section, SectionHeader } from './home-layout';

export const NEW_ARRIVALS_SHOWN = 8;

/** The section's usual height per layout: eight cards in four rows on a phone, two on a desktop. */
const NEW_ARRIVALS_BLOCK_SIZE = { mobile: 1600, tablet: 1350, desktop: 1110 } as const;

/** New arrivals from Products/ in a 2/3/4-column grid; 'Failed to load new arrivals.' on failure. */
export function NewArrivals() {
  const t = useHomeText();
  const common = useCommonText();
  const state = useNewArrivals();
  return (
    <Section aria-labelledby="new-arrivals" $blockSize={NEW_ARRIVALS_BLOCK_SIZE}>
      <SectionHeader>
        <h2 id="new-arrivals">{t('newArrivalsTitle')}</h2>
        <Link to="/Items">{t('viewAll')}</Link>
      </SectionHeader>
      {state.status === 'loading' && <ProductGridSkeleton count={4} />}
      {state.status === 'error' && (
        <Notice $tone="error" role="alert">
          {common('newArrivals')}
        </Notice>
      )}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <Notice $tone="muted">{t('newArrivalsEmpty')}</Notice>
        ) : (
          <ProductGrid>
            {state.data.slice(0, NEW_ARRIVALS_SHOWN).map((product) => (
              <li key={product.ProductID}>
                <ProductCard product={product} />
              </li>
            ))}
          </ProductGrid>
        ))}
    </Section>
  );
}
