import { screen, within } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { http, renderWithResponses } from 'shared-contracts';
import { brandsFixture } from '../testing/fixtures';
import { embedAnswers, frameAnswers } from '../testing/first-paint';
import { hydrateShell, servedPage, renderShell, setWindowWidth } from '../testing/render';
import { frameRequests } from './frame-requests';
import { SiteFrame } from './SiteFrame';

const frame = (
  <SiteFrame>
    <p>Page content</p>
  </SiteFrame>
);

/** The URLs the frame requests, each answered from frameAnswers as the api would. */
let requested: string[] = [];
let removeAnswers = () => {};
const original = http.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  const url = http.getUri(config);
  requested.push(url);
  return {
    data: frameAnswers[url] ?? null,
    status: 200,
    statusText: '',
    headers: new AxiosHeaders(),
    config,
    request: {},
  };
};

/** A column of the footer: the block under its heading. */
const column = (page: HTMLElement, name: string) =>
  within(page).getByRole('heading', { name, hidden: true }).parentElement!;

beforeEach(() => {
  requested = [];
  http.defaults.adapter = adapter;
  setWindowWidth(1440);
});

afterEach(() => {
  http.defaults.adapter = original;
  removeAnswers();
  setWindowWidth(1024);
});

describe('the frame requests', () => {
  it('are exactly the calls the frame makes when the page came without answers', async () => {
    renderShell(frame);
    expect(await screen.findByRole('link', { name: 'Rolex' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Watches' })).toBeInTheDocument();
    expect([...requested].sort()).toEqual([...frameRequests()].sort());
  });

  it('are what the server renders the menu and the footer lists from', () => {
    const page = renderWithResponses(frameAnswers, () => servedPage(frame));
    const strip = within(page).getByRole('navigation', {
      name: 'Shop by department',
      hidden: true,
    });
    expect(
      within(strip)
        .getAllByRole('button', { hidden: true })
        .map((button) => button.textContent),
    ).toEqual(['All', 'Watches', 'Bags', 'SELL NOW']);
    expect(within(column(page, 'Top Categories')).getAllByRole('link')).toHaveLength(3);
    const brands = within(column(page, 'Top Brands')).getAllByRole('link');
    expect(brands.map((link) => link.textContent)).toEqual(
      brandsFixture.slice(0, 8).map((brand) => brand.Name),
    );
    page.remove();
  });

  it("are read from the page in the browser's first render, which calls none of them", () => {
    removeAnswers = embedAnswers(
      Object.fromEntries(frameRequests().map((url) => [url, frameAnswers[url]])),
    );
    renderShell(frame);
    const strip = screen.getByRole('navigation', { name: 'Shop by department' });
    expect(within(strip).getByRole('button', { name: 'Watches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jewellery' })).toHaveAttribute(
      'href',
      '/Items?category=3',
    );
    expect(screen.getByRole('link', { name: 'Omega' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dior' })).toBeNull();
    expect(requested).toEqual([]);
  });

  it("let the browser adopt the server's frame as it is", () => {
    const page = renderWithResponses(frameAnswers, () => servedPage(frame));
    removeAnswers = embedAnswers(frameAnswers);
    const { mismatches } = hydrateShell(frame, page);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('link', { name: 'Rolex' })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});
