import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage, TEXT } from 'shared-contracts';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ScrollToTop } from '../features/scroll-top/ScrollToTop';
import { renderShell } from '../features/testing/render';
import { PageSkeleton } from './PageSkeleton';
import { RemoteUnavailable } from './RemoteUnavailable';

function States() {
  return (
    <>
      <NotFoundPage />
      <RemoteUnavailable onRetry={() => {}} />
      <PageSkeleton />
      <ScrollToTop />
    </>
  );
}

afterEach(async () => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  await act(() => setLanguage('en', { remember: false }));
});

describe('page states', () => {
  it('404, the unavailable card, the skeleton and scroll-to-top, in English and in Arabic', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    renderShell(<States />);
    act(() => void fireEvent.scroll(window));
    expect(screen.getByRole('heading', { name: TEXT.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.goHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading page')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();

    await act(() => setLanguage('ar', { remember: false }));
    expect(screen.getByRole('heading', { name: 'عذرًا! الصفحة غير موجودة.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'هذا القسم غير متاح مؤقتًا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(screen.getByLabelText('جارٍ تحميل الصفحة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العودة إلى الأعلى' })).toBeInTheDocument();
  });
});
