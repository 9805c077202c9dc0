import { useState } from 'react';
import styled from 'styled-components';
import { CarouselArrows, IMAGE_SIZES, useCommonText, useLanguage } from 'shared-contracts';
import { formatCount } from '../../shared/numbers';
import { useProductText } from './i18n/messages';
import { ProductImage } from '../../shared/ProductImage';

export const GALLERY_IMAGE = { width: 900, height: 1100 } as const;
const THUMB_WIDTH = 76;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
  ${({ theme }) => theme.media.tabletUp} {
    position: sticky;
    top: 24px;
  }
`;

const Stage = styled.div<{ $muted: boolean }>`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  aspect-ratio: ${GALLERY_IMAGE.width} / ${GALLERY_IMAGE.height};
  img {
    ${({ $muted }) => ($muted ? 'opacity: 0.5; filter: grayscale(1);' : '')}
  }
`;

const NoImage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  font-size: 13px;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.subtle};
`;

const Counter = styled.span`
  position: absolute;
  inset-inline-end: 12px;
  bottom: 12px;
  padding: 4px 10px;
  font-size: 12px;
  background: rgba(255, 255, 255, 0.9);
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0 0 4px;
  overflow-x: auto;
`;

const Thumb = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  width: ${THUMB_WIDTH}px;
  padding: 0;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.border)};
  background: none;
  cursor: pointer;
  opacity: ${({ $active }) => ($active ? 1 : 0.7)};
  &:hover {
    opacity: 1;
  }
`;

interface GalleryProps {
  images: string[];
  name: string;
  soldOut?: boolean;
}

/** The product's images: previous/next (wrapping around) and thumbnails. */
export function Gallery({ images, name, soldOut = false }: GalleryProps) {
  const t = useProductText();
  const common = useCommonText();
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));

  return (
    <Wrapper
      aria-roledescription={t('galleryRole')}
      aria-label={t('galleryLabel', { name })}
      role="region"
    >
      <Stage $muted={soldOut}>
        {count === 0 ? (
          <NoImage>{common('noImage')}</NoImage>
        ) : (
          <ProductImage
            key={images[current]}
            src={images[current]}
            alt={t('imageAlt', { name, n: current + 1, count })}
            priority={current === 0}
            sizes={IMAGE_SIZES.gallery}
            {...GALLERY_IMAGE}
          />
        )}
        {count > 1 && (
          <>
            <CarouselArrows current={current} count={count} onGo={setIndex} />
            <Counter aria-live="polite" dir="ltr">
              {formatCount(current + 1, language)} / {formatCount(count, language)}
            </Counter>
          </>
        )}
      </Stage>
      {count > 1 && (
        <Thumbs>
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <Thumb
                type="button"
                $active={position === current}
                aria-label={t('showImage', { n: position + 1 })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <ProductImage
                  src={image}
                  alt=""
                  thumbnail
                  sizes={`${THUMB_WIDTH}px`}
                  largest={320}
                  width={THUMB_WIDTH}
                  height={93}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Wrapper>
  );
}
