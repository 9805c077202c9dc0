import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render';
import { ScrollToTop } from './ScrollToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  scrollTo(0);
  jest.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('appears only beyond 300 px and scrolls to the top', async () => {
    const user = userEvent.setup();
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderShell(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(301);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('appears on a page that was already scrolled beyond 300 px when it mounted', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    renderShell(<ScrollToTop />);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });
});
