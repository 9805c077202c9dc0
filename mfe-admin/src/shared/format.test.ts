import { setLanguage } from 'shared-contracts';
import { formatDate, formatDateTime } from './format';

describe('back-office dates', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it('stay English when the storefront was left in Arabic', async () => {
    await setLanguage('ar', { remember: false });
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDateTime('2026-03-05T14:05:00')).toBe('5 Mar 2026, 14:05');
  });
});
