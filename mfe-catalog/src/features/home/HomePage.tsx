import { ArrowRight } from 'lucide-react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import { localName, useBrands, useCategories, useCommonText, useLanguage } from 'shared-contracts';
import { useHomeText } from './i18n/messages';
import { ProductImage } from '../../shared/ProductImage';
import { useFeaturedPromotion } from './api/get-featured-promotion';
import { NewArrivals } from './NewArrivals';
import { Reassurance } from './Reassurance';
import { SaleBanner } from './SaleBanner';
import { ShopByTiles } from './ShopByTiles';

const Page = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 24px 24px 80px;
  ${({ theme }) => theme.media.mobile} {
    padding: 0 16px 8px;
  }
`;

const Hero = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  align-items: center;
  gap: 48px;
  min-height: clamp(340px, 46vw, 520px);
  padding: 64px 56px;
  margin-bottom: 32px;
  background:
    radial-gradient(120% 90% at 85% 15%, rgba(156, 122, 69, 0.28), transparent 60%),
    linear-gradient(135deg, #f6f1e9 0%, #ece3d4 100%);
  overflow: hidden;
  h1 {
    max-width: 16ch;
    margin: 0 0 28px;
    font-size: clamp(30px, 4.6vw, 60px);
    line-height: 1.08;
    letter-spacing: 0.02em;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    margin: 0 -16px 24px;
    padding: 48px 20px;
    min-height: 0;
    h1 {
      font-size: 30px;
    }
  }
`;

const HeroArt = styled.div`
  justify-self: center;
  width: min(100%, 360px);
  aspect-ratio: 4 / 5;
  border-radius: 999px 999px 0 0;
  overflow: hidden;
  background: rgba(255, 255, 255, 0.35);
  box-shadow: ${({ theme }) => theme.shadow.pop};
  img {
    height: 100%;
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** The hero's art is hidden on mobile, where it still loads (eager): the smallest variant then. */
const HERO_SIZES = '(max-width: 768px) 1px, 360px';

const Eyebrow = styled.p`
  margin: 0 0 16px;
  font-size: 11px;
  letter-spacing: 0.32em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentDark};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const CallToAction = styled(Link)<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 0 26px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: ${({ theme, $secondary }) => ($secondary ? 'transparent' : theme.colors.ink)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.colors.ink : '#fff')};
  transition: background 0.2s ease;
  &:hover {
    background: ${({ $secondary }) => ($secondary ? 'rgba(22,21,20,0.06)' : '#000')};
  }
  /* The arrow points the way the text reads. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/**
 * Home: hero, the featured promotion's banner with its countdown (none without one), shop by
 * categories and brands, new arrivals, reassurance.
 */
export function HomePage() {
  const t = useHomeText();
  const common = useCommonText();
  const language = useLanguage();
  const categories = useCategories();
  const brands = useBrands();
  // Painted with the page when the first paint has it, so the banner never pushes the page down.
  const featured = useFeaturedPromotion();

  const heroImage = categories.data?.find((category) => category.Image)?.Image;

  return (
    <Page>
      <Hero aria-labelledby="hero-title">
        <div>
          <Eyebrow>{t('heroEyebrow')}</Eyebrow>
          <h1 id="hero-title">{common('heroTitle')}</h1>
          <Actions>
            <CallToAction to="/Items">
              {t('shopWhatsNew')} <ArrowRight size={16} aria-hidden="true" />
            </CallToAction>
            <CallToAction to="/sell" $secondary>
              {t('sellAnItem')}
            </CallToAction>
          </Actions>
        </div>
        <HeroArt aria-hidden="true">
          {heroImage && (
            <ProductImage
              src={heroImage}
              alt=""
              width={360}
              height={450}
              sizes={HERO_SIZES}
              eager
            />
          )}
        </HeroArt>
      </Hero>

      {featured.data && <SaleBanner promotion={featured.data} />}

      <ShopByTiles
        title={t('shopByCategories')}
        kind="category"
        loading={categories.status === 'loading'}
        tiles={categories.data?.map((category) => ({
          id: category.CategoireID,
          name: localName(category.Name, category.NameAr, language),
          image: category.Image,
          to: `/Items?category=${category.CategoireID}`,
        }))}
      />
      <ShopByTiles
        title={t('shopByBrands')}
        kind="brand"
        loading={brands.status === 'loading'}
        tiles={brands.data?.map((brand) => ({
          id: brand.BrandID,
          name: localName(brand.Name, brand.NameAr, language),
          image: brand.Image,
          to: `/Items?brand=${brand.BrandID}`,
        }))}
      />

      <NewArrivals />
      <Reassurance />
    </Page>
  );
}
