import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const riseIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(12px);
  }
`;

/**
 * The <dialog> itself covers the viewport and scrolls: a press on its transparent area is a press
 * outside the panel. It has no transform, so the fixed alert cards rendered inside it keep to
 * the viewport.
 */
export const DialogBox = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 6vh 16px;
  border: 0;
  background: transparent;
  color: inherit;
  overflow-y: auto;
  overscroll-behavior: contain;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    animation: ${fadeIn} 0.25s ease-out;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 0;
  }
`;

/** The visible box: centred while it fits, top-aligned and scrolled with the page when taller. */
export const DialogPanel = styled.div<{ $width: number }>`
  position: relative;
  flex: none;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  margin: auto;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow.pop};
  animation: ${riseIn} 0.3s cubic-bezier(0.22, 0.61, 0.36, 1);
  ${({ theme }) => theme.media.mobile} {
    /* Full screen on phones: as tall as the screen, or as its content when that is taller. */
    max-width: none;
    min-height: 100%;
    margin: 0;
    box-shadow: none;
  }
`;
