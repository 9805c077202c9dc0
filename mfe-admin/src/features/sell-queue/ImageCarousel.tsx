import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import styled from 'styled-components';
import { CarouselArrows } from 'shared-contracts';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Empty = styled.div`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 13px;
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 4px;
  margin-top: 10px;
`;

const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &::after {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: background 0.2s ease;
  }
  &[aria-current='true']::after {
    background: ${({ theme }) => theme.colors.ink};
  }
`;

/** The submission's pictures: previous/next wrap around, one dot per picture. */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) {
    return (
      <Frame>
        <Empty>
          <ImageOff size={28} aria-hidden="true" />
          No images
        </Empty>
      </Frame>
    );
  }
  const current = Math.min(index, count - 1);
  return (
    <div role="group" aria-roledescription="carousel" aria-label={`${name} images`}>
      <Frame>
        <img src={images[current]} alt={`${name}, image ${current + 1} of ${count}`} />
        <CarouselArrows current={current} count={count} onGo={setIndex} />
      </Frame>
      {count > 1 && (
        <Dots>
          {images.map((image, i) => (
            <Dot
              key={`${image}-${i}`}
              type="button"
              aria-label={`Show image ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </Dots>
      )}
    </div>
  );
}
