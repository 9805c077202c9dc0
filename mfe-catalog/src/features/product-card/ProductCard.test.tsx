import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice, setLanguage, TEXT } from 'shared-contracts';
import { makeProduct } from '../../shared/fixtures';
import { renderWithStore } from '../../shared/test-utils';
import { ProductCard } from './ProductCard';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('ProductCard', () => {
  it('shows name, description, price in AED and links the image to the detail page', () => {
    renderWithStore(<ProductCard product={makeProduct({ ProductID: 12, Price: 52000 })} />);
    expect(screen.getByText('Submariner Date')).toBeInTheDocument();
    expect(screen.getByText('Oystersteel, black dial, 41 mm, full set.')).toBeInTheDocument();
    expect(screen.getByText('52,000 AED')).toBeInTheDocument();
    // One link and one heading carry the name (the name's own link repeats the image link).
    const link = screen.getByRole('link', { name: 'Submariner Date' });
    expect(link).toHaveAttribute('href', '/Items/12');
    expect(screen.getByRole('heading', { level: 3, name: 'Submariner Date' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Submariner Date' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    // The first image, through the api's thumbnail.
    expect(image).toHaveAttribute('src', '/uploads/a-thumb.webp');
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
  });

  it('lets the seller-written name and description take their own direction', () => {
    renderWithStore(<ProductCard product={makeProduct()} />);
    expect(screen.getByText('Submariner Date')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Oystersteel, black dial, 41 mm, full set.')).toHaveAttribute(
      'dir',
      'auto',
    );
  });

  it("shows 'No Image Available' when the product has no image", () => {
    renderWithStore(<ProductCard product={makeProduct({ Image: '' })} />);
    expect(screen.getByText(TEXT.noImage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submariner Date' })).toHaveAttribute(
      'href',
      '/Items/1',
    );
  });

  describe('badges', () => {
    it("shows 'Newly added' for a ProductionYear within 3 days", () => {
      renderWithStore(<ProductCard product={makeProduct({ ProductionYear: daysAgo(2) })} />);
      expect(screen.getByText(TEXT.newlyAdded)).toBeInTheDocument();
    });

    it("shows no 'Newly added' badge for an older ProductionYear", () => {
      renderWithStore(<ProductCard product={makeProduct({ ProductionYear: daysAgo(4) })} />);
      expect(screen.queryByText(TEXT.newlyAdded)).not.toBeInTheDocument();
    });

    it("shows 'Sold Out' and mutes the image when Quantity is 0", () => {
      renderWithStore(<ProductCard product={makeProduct({ Quantity: 0 })} />);
      expect(screen.getByText(TEXT.soldOut)).toBeInTheDocument();
      expect(screen.getByRole('article')).toHaveAttribute('data-sold-out', 'true');
      expect(screen.getByRole('img')).toHaveStyle({ opacity: '0.45' });
    });

    it("shows no 'Sold Out' badge while in stock", () => {
      renderWithStore(<ProductCard product={makeProduct({ Quantity: 1 })} />);
      expect(screen.queryByText(TEXT.soldOut)).not.toBeInTheDocument();
      expect(screen.getByRole('img')).not.toHaveStyle({ opacity: '0.45' });
    });
  });

  describe('discount display', () => {
    it('strikes the price through and shows the discounted price and the Discount line', () => {
      renderWithStore(<ProductCard product={makeProduct({ Price: 10000, OfferPrice: 15 })} />);
      const original = screen.getByText('10,000 AED');
      expect(original.tagName).toBe('S');
      expect(screen.getByText('8,500 AED')).toBeInTheDocument();
      expect(screen.getByText('Discount 15%')).toBeInTheDocument();
    });

    it("shows 'N/A' when the price is not numeric", () => {
      renderWithStore(<ProductCard product={makeProduct({ Price: 'n/a' as unknown as number })} />);
      expect(screen.getByText('N/A')).toBeInTheDocument();
    });
  });

  it('toggles the favourite in the store and in localStorage', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderWithStore(<ProductCard product={makeProduct()} />);
    const add = screen.getByRole('button', { name: 'Add to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    const remove = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().favourites.map((p) => p.ProductID)).toEqual([1]);
    expect(JSON.parse(storage.getItem('favorites')!)).toHaveLength(1);
    await user.click(remove);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    expect(store.getState().favourites).toEqual([]);
  });

  it('renders the footer the favourites page passes', () => {
    renderWithStore(
      <ProductCard product={makeProduct()} footer={<button type="button">Remove</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it("shows the product's condition as a short line when it has one", () => {
    const { unmount } = renderWithStore(
      <ProductCard product={makeProduct({ ConditionID: 2, Condition: 'Pristine' })} />,
    );
    expect(screen.getByText('Condition: Pristine')).toBeInTheDocument();
    unmount();
    // The label from the id when the answer carries only the id.
    const { unmount: unmountId } = renderWithStore(
      <ProductCard product={makeProduct({ ConditionID: 4 })} />,
    );
    expect(screen.getByText('Condition: Very good')).toBeInTheDocument();
    unmountId();
    renderWithStore(<ProductCard product={makeProduct({ ConditionID: null, Condition: '' })} />);
    expect(screen.queryByText(/Condition:/)).not.toBeInTheDocument();
  });
});

describe('ProductCard in Arabic', () => {
  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('shows the Arabic name, prices left to right, badges, condition and favourite in Arabic', () => {
    renderWithStore(
      <ProductCard
        product={makeProduct({
          ProductID: 12,
          NameAr: 'سابمارينر ديت',
          Price: 10000,
          OfferPrice: 15,
          Quantity: 0,
          ProductionYear: daysAgo(1),
          ConditionID: 4,
          Condition: 'Very good',
        })}
      />,
    );
    expect(screen.getByRole('article', { name: 'سابمارينر ديت' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سابمارينر ديت' })).toHaveAttribute(
      'href',
      '/Items/12',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'سابمارينر ديت' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'سابمارينر ديت' })).toBeInTheDocument();
    const price = (value: number) => formatPrice(value, 'ar').replace(/\s+/g, ' ');
    expect(screen.getByText(price(10000)).tagName).toBe('S');
    expect(screen.getByText(price(8500))).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/^خصم/)).toHaveTextContent('خصم 15%');
    expect(screen.getByText('أُضيف حديثًا')).toBeInTheDocument();
    expect(screen.getByText('نفدت الكمية')).toBeInTheDocument();
    expect(screen.getByText('الحالة: بحالة جيدة جدًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أضف إلى المفضلة' })).toBeInTheDocument();
  });
});
