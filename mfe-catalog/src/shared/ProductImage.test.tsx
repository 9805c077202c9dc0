import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { IMAGE_SIZES, theme } from 'shared-contracts';
import { makeProduct } from './fixtures';
import { renderWithStore } from './test-utils';
import { ProductCard } from '../features/product-card/ProductCard';
import { Gallery } from '../features/product-detail/Gallery';
import { ProductImage } from './ProductImage';

const UPLOAD = '/uploads/u/0b8e5f7e-4a1c-4c1e-9d1a-2f6a1c3b5d7e.webp';
const stem = UPLOAD.replace(/\.webp$/, '');
const srcset = (format: string, widths: number[]) =>
  widths.map((width) => `${stem}-${width}.${format} ${width}w`).join(', ');
const SIZES = '(max-width: 768px) calc(50vw - 22px), 312px';

const withTheme = (ui: React.ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

describe('ProductImage', () => {
  it('offers a stored image’s AVIF and WebP variants for its shown width', () => {
    const { container } = render(
      withTheme(
        <ProductImage src={UPLOAD} alt="Birkin" thumbnail sizes={SIZES} width={480} height={600} />,
      ),
    );
    const picture = container.querySelector('picture')!;
    const source = picture.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', srcset('avif', [320, 640, 960, 1600]));
    expect(source).toHaveAttribute('sizes', SIZES);
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('srcset', srcset('webp', [320, 640, 960, 1600]));
    expect(img).toHaveAttribute('sizes', SIZES);
    // What a browser without srcset loads, and the space kept before the image arrives.
    expect(img).toHaveAttribute('src', `${stem}-thumb.webp`);
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('alt', 'Birkin');
  });

  it('stops at the widest variant worth offering', () => {
    const { container } = render(
      withTheme(
        <ProductImage src={UPLOAD} alt="" sizes="76px" largest={320} width={76} height={93} />,
      ),
    );
    expect(container.querySelector('source')).toHaveAttribute('srcset', srcset('avif', [320]));
    expect(container.querySelector('img')).toHaveAttribute('srcset', srcset('webp', [320]));
  });

  it.each([
    ['an external image', 'https://cdn.example.com/bag.jpg'],
    ['a stored image outside the uploads and the seed', '/uploads/a.webp'],
    ['an upload of another format', `${stem}.jpg`],
  ])('shows %s by its URL alone', (_, src) => {
    const { container } = render(
      withTheme(<ProductImage src={src} alt="" sizes={SIZES} width={480} height={600} />),
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', src);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('keeps the plain image without sizes', () => {
    const { container } = render(
      withTheme(<ProductImage src={UPLOAD} alt="" width={360} height={450} />),
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', UPLOAD);
  });

  it('preloads the main image’s AVIF variants, and hydrates over the server’s markup', async () => {
    const ui = (
      <ProductImage src={UPLOAD} alt="Birkin" priority sizes={SIZES} width={900} height={1100} />
    );
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(withTheme(ui)));
    sheet.seal();
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain(`imageSrcSet="${srcset('avif', [320, 640, 960, 1600])}"`);
    expect(preload).toContain(`imageSizes="${SIZES}"`);
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('fetchPriority="high"');

    const container = document.createElement('div');
    container.innerHTML = html.replace(preload, '');
    document.body.appendChild(container);
    const markup = container.innerHTML;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, withTheme(ui), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(markup);
    container.remove();
  });
});

describe('product images in their places', () => {
  it('a card asks for at most the 960 variant, at the grid’s width or the one it is given', () => {
    const product = makeProduct({ Image: UPLOAD });
    const { container, unmount } = renderWithStore(<ProductCard product={product} />);
    const source = container.querySelector('source')!;
    expect(source).toHaveAttribute('srcset', srcset('avif', [320, 640, 960]));
    expect(source.getAttribute('sizes')).toMatch(/^\(max-width: 768px\) calc\(50vw - 22px\)/);
    unmount();
    const listed = renderWithStore(
      <ProductCard product={product} imageSizes={IMAGE_SIZES.listCard} />,
    );
    expect(listed.container.querySelector('source')).toHaveAttribute('sizes', IMAGE_SIZES.listCard);
  });

  it('the gallery’s main image may take the 1600 variant; its thumbnails the 320 one', () => {
    const second = UPLOAD.replace('0b8e', '1c9f');
    const { container } = renderWithStore(<Gallery images={[UPLOAD, second]} name="Birkin" />);
    const [main, ...thumbs] = [...container.querySelectorAll('source')];
    expect(main).toHaveAttribute('srcset', srcset('avif', [320, 640, 960, 1600]));
    expect(main).toHaveAttribute('sizes', IMAGE_SIZES.gallery);
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb.getAttribute('srcset')).toMatch(/-320\.avif 320w$/);
      expect(thumb).toHaveAttribute('sizes', '76px');
    }
  });
});
