import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, shopApi, TIMINGS, type SearchResult } from 'shared-contracts';
import { renderWithStore } from '../../shared/test-utils';
import { SearchBox } from './SearchBox';

const rolexBrand: SearchResult = {
  Name: 'Rolex',
  Image: '/uploads/rolex.webp,/uploads/rolex-2.webp',
  link: '/Items?brand=1',
};
const rolexWatch: SearchResult = {
  Name: 'Rolex Datejust 36',
  Image: '/uploads/datejust.webp',
  link: '/Items/42',
};

const location = () => screen.getByTestId('location').textContent;
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe('SearchBox', () => {
  let brands: jest.SpyInstance;
  let products: jest.SpyInstance;
  let spelling: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    brands = jest.spyOn(shopApi.catalog, 'searchBrands').mockResolvedValue([rolexBrand]);
    products = jest.spyOn(shopApi.catalog, 'searchProducts').mockResolvedValue([rolexWatch]);
    spelling = jest
      .spyOn(shopApi.catalog, 'suggestSpelling')
      .mockResolvedValue({ suggestion: 'Rolex' });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  function setup(onNavigate?: () => void) {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    renderWithStore(
      <>
        <SearchBox onNavigate={onNavigate} />
        <button type="button">elsewhere</button>
      </>,
      { route: '/' },
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    return { user, input };
  }

  it('speaks Arabic: field, suggestions with Arabic names, their types and See all results', async () => {
    await act(() => setLanguage('ar', { remember: false }));
    try {
      brands.mockResolvedValue([{ ...rolexBrand, NameAr: 'رولكس' }]);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
      renderWithStore(<SearchBox />, { route: '/' });
      const input = screen.getByRole('searchbox', { name: 'بحث' });
      expect(input).toHaveAttribute('placeholder', 'ابحث عن ماركة أو منتج');
      await user.type(input, 'rolex');
      await advance(TIMINGS.searchDebounceMs);
      const list = await screen.findByRole('listbox', { name: 'اقتراحات البحث' });
      const options = within(list).getAllByRole('option');
      expect(options[0]).toHaveTextContent('رولكسماركة');
      // Products are asked for in Arabic (their Arabic names); none here: the name as it is.
      expect(products).toHaveBeenCalledWith('rolex', 'ar', { signal: expect.any(AbortSignal) });
      expect(options[1]).toHaveTextContent('Rolex Datejust 36منتج');
      expect(options[2]).toHaveAccessibleName('عرض جميع النتائج');
      await user.click(options[0]!);
      expect(location()).toBe('/Items?brand=1');
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });

  it('is a search field named Search with the placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Search for brands or products');
  });

  it('debounces 300 ms and sends the trimmed text to both searches', async () => {
    const { user, input } = setup();
    await user.type(input, '  rol');
    expect(brands).not.toHaveBeenCalled();
    await advance(TIMINGS.searchDebounceMs - 1);
    expect(brands).not.toHaveBeenCalled();
    await advance(1);
    expect(brands).toHaveBeenCalledTimes(1);
    expect(brands).toHaveBeenCalledWith('rol', { signal: expect.any(AbortSignal) });
    expect(products).toHaveBeenCalledWith('rol', 'en', { signal: expect.any(AbortSignal) });
  });

  it('shows Brand and Product suggestions with the first image and the name', async () => {
    const { user, input } = setup();
    await user.type(input, 'rolex');
    await advance(TIMINGS.searchDebounceMs);
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Rolex');
    expect(options[0]).toHaveTextContent('Brand');
    expect(options[1]).toHaveTextContent('Rolex Datejust 36');
    expect(options[1]).toHaveTextContent('Product');
    expect(options[0].querySelector('img')).toHaveAttribute('src', '/uploads/rolex-thumb.webp');
  });

  it('aborts the previous request when a new search starts', async () => {
    let firstSignal: AbortSignal | undefined;
    brands.mockImplementationOnce((_query: string, options?: { signal?: AbortSignal }) => {
      firstSignal = options?.signal;
      return new Promise(() => {});
    });
    const { user, input } = setup();
    await user.type(input, 'ro');
    await advance(TIMINGS.searchDebounceMs);
    expect(firstSignal?.aborted).toBe(false);
    await user.type(input, 'lex');
    await advance(TIMINGS.searchDebounceMs);
    expect(firstSignal?.aborted).toBe(true);
    expect(brands).toHaveBeenLastCalledWith('rolex', expect.anything());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('clears the suggestions when the text is emptied (no request for blank text)', async () => {
    const { user, input } = setup();
    await user.type(input, 'rolex');
    await advance(TIMINGS.searchDebounceMs);
    await screen.findByRole('listbox');
    await user.clear(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, '   ');
    await advance(TIMINGS.searchDebounceMs);
    expect(brands).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hides the suggestions 200 ms after blur and shows them again on focus', async () => {
    const { user, input } = setup();
    await user.type(input, 'rolex');
    await advance(TIMINGS.searchDebounceMs);
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await advance(TIMINGS.suggestionsHideAfterBlurMs - 1);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('navigates to the clicked result and calls onNavigate', async () => {
    const onNavigate = jest.fn();
    const { user, input } = setup(onNavigate);
    await user.type(input, 'rolex');
    await advance(TIMINGS.searchDebounceMs);
    await user.click(await screen.findByRole('option', { name: /Rolex\s*Brand/ }));
    expect(location()).toBe('/Items?brand=1');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("moves with ArrowDown/ArrowUp (through 'See all results'), opens with Enter, closes with Escape", async () => {
    const { user, input } = setup();
    await user.type(input, 'rolex');
    await advance(TIMINGS.searchDebounceMs);
    await screen.findByRole('listbox');
    const selected = () =>
      screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(1);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[selected()]).toHaveTextContent('See all results');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(2);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/Items/42');
  });

  it('only logs failures, still showing the other half', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    brands.mockRejectedValue(new Error('down'));
    const { user, input } = setup();
    await user.type(input, 'rolex');
    await advance(TIMINGS.searchDebounceMs);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Product');
    expect(options[1]).toHaveTextContent('See all results');
    expect(log).toHaveBeenCalledWith('Error searching brands:', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Enter with no suggestion highlighted opens the search results page /Items?q=', async () => {
    const onNavigate = jest.fn();
    const { user, input } = setup(onNavigate);
    await user.type(input, '  Rolex Datejust  ');
    await advance(TIMINGS.searchDebounceMs);
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/Items?q=Rolex%20Datejust');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Enter opens the search results even before any suggestion came', async () => {
    const { user, input } = setup();
    await user.type(input, 'birkin{Enter}');
    expect(location()).toBe('/Items?q=birkin');
  });

  it('Enter on blank text does nothing', async () => {
    const onNavigate = jest.fn();
    const { user, input } = setup(onNavigate);
    await user.type(input, '   {Enter}');
    expect(location()).toBe('/');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("ends the suggestions with 'See all results', which opens the search results page", async () => {
    const onNavigate = jest.fn();
    const { user, input } = setup(onNavigate);
    await user.type(input, 'rolex');
    await advance(TIMINGS.searchDebounceMs);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const seeAll = options[options.length - 1]!;
    expect(seeAll).toHaveAccessibleName('See all results');
    await user.click(seeAll);
    expect(location()).toBe('/Items?q=rolex');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  describe("'Did you mean …?'", () => {
    beforeEach(() => {
      brands.mockResolvedValue([]);
      products.mockResolvedValue([]);
    });

    it('offers the suggested name as a link when both searches find nothing', async () => {
      const onNavigate = jest.fn();
      const { user, input } = setup(onNavigate);
      await user.type(input, ' rolx');
      await advance(TIMINGS.searchDebounceMs);
      const link = await screen.findByRole('link', { name: 'Did you mean Rolex?' });
      expect(spelling).toHaveBeenCalledWith('rolx', { signal: expect.any(AbortSignal) });
      expect(link).toHaveAttribute('href', '/Items?q=Rolex');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      await user.click(link);
      expect(location()).toBe('/Items?q=Rolex');
      expect(onNavigate).toHaveBeenCalledTimes(1);
      expect(input).toHaveValue('');
      expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
    });

    it('is not asked for while a search finds something', async () => {
      products.mockResolvedValue([rolexWatch]);
      const { user, input } = setup();
      await user.type(input, 'rolex');
      await advance(TIMINGS.searchDebounceMs);
      await screen.findByRole('listbox');
      expect(spelling).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
    });

    it('shows nothing when there is no suggestion', async () => {
      spelling.mockResolvedValue({ suggestion: null });
      const { user, input } = setup();
      await user.type(input, 'qwxzvj');
      await advance(TIMINGS.searchDebounceMs);
      await act(async () => {});
      expect(spelling).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('is reached with ArrowDown, left with ArrowUp or Escape, and opened with Enter', async () => {
      const { user, input } = setup();
      await user.type(input, 'rolx');
      await advance(TIMINGS.searchDebounceMs);
      const link = await screen.findByRole('link', { name: 'Did you mean Rolex?' });
      await user.keyboard('{ArrowDown}');
      expect(link).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(input).toHaveFocus();
      await user.keyboard('{ArrowDown}{Escape}');
      expect(input).toHaveFocus();
      expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
      await user.type(input, 'x');
      await advance(TIMINGS.searchDebounceMs);
      await user.keyboard('{ArrowDown}');
      expect(await screen.findByRole('link', { name: 'Did you mean Rolex?' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(location()).toBe('/Items?q=Rolex');
    });

    it('speaks Arabic', async () => {
      await act(() => setLanguage('ar', { remember: false }));
      try {
        spelling.mockResolvedValue({ suggestion: 'رولكس' });
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
        renderWithStore(<SearchBox />, { route: '/' });
        await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'رولقس');
        await advance(TIMINGS.searchDebounceMs);
        const link = await screen.findByRole('link', { name: 'هل تقصد رولكس؟' });
        expect(link).toHaveAttribute('href', `/Items?q=${encodeURIComponent('رولكس')}`);
      } finally {
        await act(() => setLanguage('en', { remember: false }));
      }
    });
  });
});
