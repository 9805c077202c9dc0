import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  catalogUrls,
  defineQuery,
  HttpError,
  Link,
  PENDING_HEAD_ATTRIBUTE,
  MemoryRouter,
  Route,
  Routes,
  setLanguage,
  useParams,
  useQuery,
  type ProductDetails,
} from 'shared-contracts';
import { DocumentHead } from './DocumentHead';

const daytona = {
  ProductID: 7,
  Name: 'Rolex Daytona Cosmograph',
  NameAr: 'رولكس دايتونا كوزموغراف',
  Description: 'Steel, 40 mm.',
  Price: 50000,
  OfferPrice: 0,
  Quantity: 1,
} as ProductDetails;

/** The api, slow enough that a navigation shows its page before the product arrives. */
const answers = new Map<number, { resolve: (value: ProductDetails) => void; reject: () => void }>();
const details = defineQuery({
  url: (id: number) => catalogUrls.productDetails(id),
  load: (id: number) =>
    new Promise<ProductDetails>((resolve, reject) =>
      answers.set(id, { resolve, reject: () => reject(new HttpError(404, {})) }),
    ),
  expectedStatuses: [404],
});

/** A stand-in for the catalog's product page: it reads its details as the real one does. */
function ProductPage() {
  const { ProductID } = useParams();
  useQuery(details, Number(ProductID));
  return <p>product</p>;
}

function Site({ at = '/' }: { at?: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <DocumentHead />
      <nav>
        <Link to="/cart">cart</Link>
        <Link to="/Items/7">daytona</Link>
        <Link to="/Items/8">missing</Link>
        <Link to="/nope">nope</Link>
      </nav>
      <Routes>
        <Route path="/Items/:ProductID" element={<ProductPage />} />
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');
const go = (name: string) => act(() => void fireEvent.click(screen.getByRole('link', { name })));

beforeEach(() => {
  answers.clear();
  document.head.innerHTML =
    '<meta name="description" content="painted">' +
    '<link rel="canonical" href="http://shop/">' +
    '<link rel="alternate" hreflang="ar" href="http://shop/?lang=ar">' +
    '<script type="application/ld+json">{}</script>';
  document.title = 'Reluxe';
});

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

const titled = (title: string) => waitFor(() => expect(document.title).toBe(title));

describe('the document head in the browser', () => {
  it('follows client-side navigation with the titles the server paints', async () => {
    render(<Site />);
    // The painted page keeps the server's head, canonical address and data.
    await act(async () => {});
    expect(document.title).toBe('Reluxe');
    expect(description()).toBe('painted');
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();

    await go('cart');
    await titled('Shopping Cart | Reluxe');
    // Painted for another address: dropped rather than describe this one.
    expect(document.head.querySelector('link[rel="canonical"], link[hreflang]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();

    await go('daytona');
    // The product is on its way: the previous title stays until it is in.
    await waitFor(() => expect(answers.has(7)).toBe(true));
    expect(document.title).toBe('Shopping Cart | Reluxe');
    await act(async () => answers.get(7)!.resolve(daytona));
    await titled('Rolex Daytona Cosmograph | Reluxe');
    expect(description()).toBe(
      'Rolex Daytona Cosmograph: a pre-owned piece authenticated by our experts, 50,000 AED at Reluxe. Steel, 40 mm.',
    );

    await go('missing');
    await waitFor(() => expect(answers.has(8)).toBe(true));
    await act(async () => answers.get(8)!.reject());
    await titled('Item not found | Reluxe');

    await go('nope');
    await titled('Page not found | Reluxe');
  });

  it('says the same in the language switched to', async () => {
    render(<Site />);
    await go('daytona');
    await waitFor(() => expect(answers.has(7)).toBe(true));
    await act(async () => answers.get(7)!.resolve(daytona));
    await titled('Rolex Daytona Cosmograph | Reluxe');
    await act(() => setLanguage('ar', { remember: false }));
    await titled('رولكس دايتونا كوزموغراف | ريلوكس');
    expect(description()).toContain('50,000');
    await go('cart');
    await titled('سلة التسوق | ريلوكس');
  });

  it('names a page painted before its product came, once the page has it', async () => {
    document.querySelector('title')!.setAttribute(PENDING_HEAD_ATTRIBUTE, '');
    render(<Site at="/Items/7" />);
    await waitFor(() => expect(answers.has(7)).toBe(true));
    expect(document.title).toBe('Reluxe');
    await act(async () => answers.get(7)!.resolve(daytona));
    await titled('Rolex Daytona Cosmograph | Reluxe');
    // Still the address the server painted: its canonical address stays.
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
  });

  it('leaves the painted page as the server painted it, also in another language', async () => {
    render(<Site />);
    await act(async () => {});
    expect(document.title).toBe('Reluxe');
    await act(() => setLanguage('ar', { remember: false }));
    await titled('ريلوكس | ساعات وحقائب ومجوهرات فاخرة مستعملة');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
