import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-contracts';
import { ProductThumb } from './ProductThumb';

const UPLOAD = '/uploads/u/0b8e5f7e-4a1c-4c1e-9d1a-2f6a1c3b5d7e.webp';
const stem = UPLOAD.replace(/\.webp$/, '');

const thumbOf = (Image: string, size?: number) =>
  render(
    <ThemeProvider theme={theme}>
      <ProductThumb product={{ Image, Name: 'Birkin 25', NameAr: '' }} size={size} />
    </ThemeProvider>,
  ).container;

describe("the bag's line image", () => {
  it('offers the 320 variant in AVIF and WebP at the line’s width', () => {
    const container = thumbOf(UPLOAD, 64);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', `${stem}-320.avif 320w`);
    expect(source).toHaveAttribute('sizes', '64px');
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('srcset', `${stem}-320.webp 320w`);
    expect(img).toHaveAttribute('sizes', '64px');
    expect(img).toHaveAttribute('src', `${stem}-thumb.webp`);
    expect(img).toHaveAttribute('alt', 'Birkin 25');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows an image without variants by its URL', () => {
    const container = thumbOf('https://cdn.example.com/bag.jpg');
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/bag.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });
});
