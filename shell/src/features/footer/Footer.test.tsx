import { screen, waitFor, within } from '@testing-library/react';
import { ERRORS, shopApi } from 'shared-contracts';
import { brandsFixture } from '../testing/fixtures';
import { mockShellApi } from '../testing/mock-api';
import { renderShell } from '../testing/render';
import { Footer } from './Footer';
import { telLink, whatsappLink } from './footer-data';

afterEach(() => jest.restoreAllMocks());

/** A footer column: the block under its heading. */
const column = (name: string) => screen.getByRole('heading', { name }).parentElement!;

describe('Footer', () => {
  it('lists categories and at most 8 brands with their item-list links', async () => {
    mockShellApi();
    renderShell(<Footer />);
    expect(within(column('Top Brands')).queryAllByRole('link')).toHaveLength(0);
    await screen.findByRole('link', { name: 'Rolex' });

    const categories = within(column('Top Categories')).getAllByRole('link');
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Watches', '/Items?category=1'],
      ['Bags', '/Items?category=2'],
      ['Jewellery', '/Items?category=3'],
    ]);
    const brands = within(column('Top Brands')).getAllByRole('link');
    expect(brandsFixture).toHaveLength(10);
    expect(brands).toHaveLength(8);
    expect(brands[0]).toHaveAttribute('href', '/Items?brand=1');
    expect(brands[7]).toHaveTextContent('Omega');
    expect(screen.queryByRole('link', { name: 'Dior' })).toBeNull();
  });

  it('has the About and Customer Service links, all to /', async () => {
    mockShellApi();
    renderShell(<Footer />);
    await screen.findByRole('link', { name: 'Rolex' });
    const about = within(column('About the product')).getAllByRole('link');
    expect(about.map((link) => link.textContent)).toEqual([
      'About Us',
      'Privacy Policy',
      'Terms & Conditions',
      'FAQs',
    ]);
    const service = within(column('Customer Service')).getAllByRole('link');
    expect(service.map((link) => link.textContent)).toEqual([
      'Contact Us',
      'Student & Youth Discount',
      'Essential Worker Discount',
    ]);
    for (const link of [...about, ...service]) expect(link).toHaveAttribute('href', '/');
  });

  it('shows social icons, the help block with the configured phone and Sell Now', async () => {
    mockShellApi();
    renderShell(<Footer />, { config: { phone: '+971 50 123 4567' } });
    await screen.findByRole('link', { name: 'Rolex' });
    expect(screen.getByRole('link', { name: 'facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining('facebook.com'),
    );
    expect(screen.getByRole('link', { name: 'instagram' })).toHaveAttribute(
      'href',
      expect.stringContaining('instagram.com'),
    );
    expect(screen.getByRole('link', { name: 'whatsapp' })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
    expect(screen.getByRole('heading', { name: 'We Are Here To Help You!' })).toBeInTheDocument();
    expect(screen.getByText('+971 50 123 4567')).toHaveAttribute('href', 'tel:+971501234567');
    expect(screen.getByText('Monday to Sunday')).toBeInTheDocument();
    expect(screen.getByText('9 am to 9 pm (GST)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell Now' })).toHaveAttribute('href', '/sell');
  });

  it('logs fetch failures only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const categoriesFailure = new Error('categories down');
    const brandsFailure = new Error('brands down');
    jest.spyOn(shopApi.catalog, 'categories').mockRejectedValue(categoriesFailure);
    jest.spyOn(shopApi.catalog, 'brands').mockRejectedValue(brandsFailure);
    renderShell(<Footer />);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenCalledWith(ERRORS.footerCategories, categoriesFailure);
    expect(error).toHaveBeenCalledWith(ERRORS.footerBrands, brandsFailure);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Top Brands' })).toBeInTheDocument();
  });
});

describe('footer links', () => {
  it('builds wa.me and tel: links from a formatted phone', () => {
    expect(whatsappLink('+971 4 000 0000')).toBe('https://wa.me/97140000000');
    expect(telLink('04 000-0000')).toBe('tel:040000000');
  });
});
