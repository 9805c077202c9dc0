import styled from 'styled-components';
import { useCommonText } from '../i18n/common';

/** Index of the next image in a carousel that wraps around at both ends. */
export function wrapIndex(next: number, count: number): number {
  return count > 0 ? ((next % count) + count) % count : 0;
}

const Arrow = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  inset-inline-${({ $side }) => $side}: 12px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
  &:hover {
    background: #fff;
  }
  /* Previous points to where the reading starts: right in Arabic. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The 'Previous image' / 'Next image' buttons of a wrapping carousel (product gallery, queue
 * detail). Place inside a positioned frame.
 */
export function CarouselArrows({
  current,
  count,
  onGo,
}: {
  current: number;
  count: number;
  onGo: (index: number) => void;
}) {
  const t = useCommonText();
  if (count < 2) return null;
  return (
    <>
      <Arrow
        type="button"
        $side="start"
        aria-label={t('previousImage')}
        onClick={() => onGo(wrapIndex(current - 1, count))}
      >
        <Chevron direction="left" />
      </Arrow>
      <Arrow
        type="button"
        $side="end"
        aria-label={t('nextImage')}
        onClick={() => onGo(wrapIndex(current + 1, count))}
      >
        <Chevron direction="right" />
      </Arrow>
    </>
  );
}
