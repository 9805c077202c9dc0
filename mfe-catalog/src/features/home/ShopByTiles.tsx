import { Link } from 'shared-contracts';
import styled from 'styled-components';
import { Skeleton } from 'shared-contracts';
import { ProductImage } from '../../shared/ProductImage';
import { Section, SectionHeader } from './home-layout';

export interface Tile {
  id: number;
  name: string;
  image: string;
  to: string;
}

const Grid = styled.ul<{ $kind: 'category' | 'brand' }>`
  display: grid;
  grid-template-columns: ${({ $kind }) =>
    $kind === 'category'
      ? 'repeat(auto-fit, minmax(150px, 1fr))'
      : 'repeat(auto-fill, minmax(120px, 1fr))'};
  > li {
    max-width: ${({ $kind }) => ($kind === 'category' ? '340px' : 'none')};
  }
  gap: 20px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: 16px;
    gap: 12px;
    margin: 0 -16px;
    padding: 0 16px 8px;
    > li {
      flex: 0 0 ${({ $kind }) => ($kind === 'category' ? '62%' : '40%')};
      scroll-snap-align: start;
    }
  }
`;

/**
 * A tile's width: on mobile a share of the scrolling row (62% / 40% of the width less 16 px each
 * side); above, a column of the grid (categories at most 240 px wide beside each other, brands
 * about 130 px).
 */
const TILE_SIZES = {
  category: '(max-width: 768px) calc(62vw - 20px), 240px',
  brand: '(max-width: 768px) calc(40vw - 13px), 130px',
} as const;

const TileLink = styled(Link)<{ $kind: 'category' | 'brand' }>`
  position: relative;
  display: block;
  overflow: hidden;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  &:hover img,
  &:focus-visible img {
    transform: scale(1.04);
  }
`;

const Caption = styled.span<{ $kind: 'category' | 'brand' }>`
  display: block;
  padding: 12px 4px 0;
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: ${({ $kind }) => ($kind === 'category' ? '19px' : '16px')};
  color: ${({ theme }) => theme.colors.ink};
  text-align: ${({ $kind }) => ($kind === 'category' ? 'start' : 'center')};
`;

const Placeholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1 / 1;
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 28px;
  color: ${({ theme }) => theme.colors.subtle};
`;

/** Each section's usual height per layout, measured at 375-1440 px with the demo catalogue. */
const TILES_BLOCK_SIZE = {
  category: { mobile: 370, tablet: 400, desktop: 390 },
  brand: { mobile: 225, tablet: 600, desktop: 380 },
} as const;

interface ShopByTilesProps {
  title: string;
  kind: 'category' | 'brand';
  tiles: Tile[] | undefined;
  loading: boolean;
  viewAllTo?: string;
}

/** 'Shop by Categories' / 'Shop by Brands': image tiles linking to the filtered list. */
export function ShopByTiles({ title, kind, tiles, loading }: ShopByTilesProps) {
  // Brand images are 4:3 logos with the name written on them: shown whole, never cropped.
  const size = kind === 'category' ? { width: 480, height: 560 } : { width: 320, height: 240 };
  const sizes = TILE_SIZES[kind];
  if (!loading && (!tiles || tiles.length === 0)) return null;
  const id = `shop-by-${kind}`;
  return (
    <Section aria-labelledby={id} $blockSize={TILES_BLOCK_SIZE[kind]}>
      <SectionHeader>
        <h2 id={id}>{title}</h2>
      </SectionHeader>
      <Grid $kind={kind}>
        {loading
          ? Array.from({ length: kind === 'category' ? 5 : 6 }, (_, index) => (
              <li key={index}>
                <Skeleton $height={kind === 'category' ? '280px' : '120px'} />
              </li>
            ))
          : tiles!.map((tile) => (
              <li key={tile.id}>
                <TileLink to={tile.to} $kind={kind}>
                  {tile.image ? (
                    <ProductImage
                      src={tile.image}
                      alt=""
                      thumbnail
                      sizes={sizes}
                      largest={960}
                      {...size}
                    />
                  ) : (
                    <Placeholder aria-hidden="true">{tile.name.slice(0, 1)}</Placeholder>
                  )}
                  <Caption $kind={kind}>{tile.name}</Caption>
                </TileLink>
              </li>
            ))}
      </Grid>
    </Section>
  );
}
