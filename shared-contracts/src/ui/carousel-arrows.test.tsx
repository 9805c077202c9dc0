import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CarouselArrows, wrapIndex } from './carousel-arrows';
import { theme } from './theme';

describe('wrapIndex', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('CarouselArrows', () => {
  const renderArrows = (current: number, count: number, onGo: (index: number) => void) =>
    render(
      <ThemeProvider theme={theme}>
        <CarouselArrows current={current} count={count} onGo={onGo} />
      </ThemeProvider>,
    );

  it('goes to the last image from the first and back to the first from the last', async () => {
    const onGo = jest.fn();
    const { unmount } = renderArrows(0, 4, onGo);
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(onGo).toHaveBeenLastCalledWith(3);
    unmount();
    renderArrows(3, 4, onGo);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(onGo).toHaveBeenLastCalledWith(0);
  });

  it('shows no arrows for a single image', () => {
    renderArrows(0, 1, jest.fn());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
