import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, toggleFavourite, type Menu, type Product } from 'shared-contracts';
import { menuFixture } from '../testing/fixtures';
import { admin, customer, renderSiteFrame, setWindowWidth } from '../testing/render';
import { mockShellApi } from '../testing/mock-api';
import { browser } from '../auth/browser';

const product: Product = {
  ProductID: 11,
  UserID: 3,
  Status: 'Available',
  Name: 'Submariner',
  Description: 'Steel',
  ProductionYear: '2024-01-01',
  Price: 42000,
  Quantity: 3,
  OfferPrice: 0,
  BrandID: 1,
  CategoireID: 1,
  SexID: 1,
  Image: '',
};

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  setWindowWidth(1024);
});

describe('SiteFrame: three layouts by width', () => {
  it('desktop (> 1024 px): menu strip with Loading... then the groups; no hamburger', async () => {
    let response!: (menu: Menu) => void;
    mockShellApi({ menu: new Promise((resolve) => (response = resolve)) });
    setWindowWidth(1440);
    await renderSiteFrame();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RELUXE' })).toBeInTheDocument();

    await act(async () => response(menuFixture));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const strip = screen.getByRole('navigation', { name: 'Shop by department' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Watches', 'Bags', 'SELL NOW']);
  });

  it('tablet (769-1024 px): one row with search, SELL NOW and icons; no strip, no hamburger', async () => {
    mockShellApi();
    setWindowWidth(1024);
    await renderSiteFrame();
    expect(screen.queryByRole('navigation', { name: 'Shop by department' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'SELL NOW' })).toBeInTheDocument();
    // The stand-in for the catalog's search box reads as the live box will.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search for brands or products',
    );
    expect(screen.getByRole('link', { name: 'Bag' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/fav');
  });

  it('mobile (<= 768 px): hamburger opens the slide-in sidebar; switches live on resize', async () => {
    const user = userEvent.setup();
    mockShellApi();
    setWindowWidth(768);
    await renderSiteFrame();
    expect(screen.queryByRole('navigation', { name: 'Shop by department' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Menu' });
    // One department open at a time.
    await user.click(within(sidebar).getByRole('button', { name: 'Bags' }));
    expect(within(sidebar).getByRole('link', { name: "Men's Bags" })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Watches' }));
    expect(within(sidebar).queryByRole('link', { name: "Men's Bags" })).toBeNull();
    expect(within(sidebar).getByRole('button', { name: 'Bags' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(sidebar).getByRole('link', { name: "Women's Watches" })).toHaveAttribute(
      'href',
      '/Items?category=1&sex=2',
    );
    await user.click(within(sidebar).getByRole('link', { name: "Women's Watches" }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Items?category=1&sex=2');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    act(() => setWindowWidth(769));
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    act(() => setWindowWidth(1025));
    expect(screen.getByRole('navigation', { name: 'Shop by department' })).toBeInTheDocument();
    act(() => setWindowWidth(375));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('mobile sidebar closes with Escape and with Close menu', async () => {
    const user = userEvent.setup();
    mockShellApi();
    setWindowWidth(375);
    await renderSiteFrame();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('SiteFrame: top navigation', () => {
  beforeEach(() => setWindowWidth(1440));

  it('shows the bag and favourites counts from the store', async () => {
    mockShellApi();
    const { store } = await renderSiteFrame();
    const bag = screen.getByRole('link', { name: 'Bag' });
    expect(bag).toHaveAccessibleDescription('0');
    act(() => {
      store.dispatch(addToCart({ product }));
      store.dispatch(addToCart({ product }));
      store.dispatch(toggleFavourite(product));
    });
    expect(screen.getByTestId('bag-count')).toHaveTextContent('2');
    expect(screen.getByTestId('bag-count')).toBeVisible();
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Bag' })).toHaveAccessibleDescription('2');
  });

  it('Login opens the login modal', async () => {
    const user = userEvent.setup();
    mockShellApi();
    await renderSiteFrame();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The modal's code loads on first open.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('the user menu shows the name and leads to My Items, My Orders and My Profile', async () => {
    const user = userEvent.setup();
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    await renderSiteFrame({ user: customer });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Layla' });
    expect(within(trigger).getByTestId('profile-icon')).toBeInTheDocument();
    await user.click(trigger);
    // The open menu's code loads on first open.
    expect(await screen.findByRole('link', { name: 'My Items' })).toHaveAttribute(
      'href',
      '/userDetails/Available',
    );
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/accountDetails');
    expect(screen.queryByRole('link', { name: 'My Items' })).toBeNull();
  });

  it('shows the profile photo when the user has one', async () => {
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    await renderSiteFrame({ user: { ...customer, ProfileImage: '/uploads/abc.webp' } });
    expect(screen.getByTestId('profile-photo')).toHaveAttribute('src', '/uploads/abc-thumb.webp');
  });

  it('Logout calls the API, clears the stored user and reloads, even if the call fails', async () => {
    const user = userEvent.setup();
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    api.logout.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    const { store, storage } = await renderSiteFrame({ user: customer });
    await user.click(screen.getByRole('button', { name: 'Layla' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.logout).toHaveBeenCalled();
    expect(store.getState().user).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('SiteFrame: SELL NOW and Control Panel', () => {
  beforeEach(() => setWindowWidth(1440));

  it('SELL NOW logged out shows the alert card and the login modal', async () => {
    const user = userEvent.setup();
    mockShellApi();
    await renderSiteFrame({ route: '/Items' });
    await user.click(screen.getByRole('button', { name: 'SELL NOW' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in first!');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/Items');
    // Pressing OK on the card does not count as a click outside the modal.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('SELL NOW logged in goes to /sell', async () => {
    const user = userEvent.setup();
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    await renderSiteFrame({ user: customer });
    await user.click(screen.getByRole('button', { name: 'SELL NOW' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sell');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a visitor', null, false],
    ['a customer (RoleID 2)', customer, false],
    ['an administrator (RoleID 1)', admin, true],
  ] as const)('Control Panel for %s: %s', async (_who, who, shown) => {
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    await renderSiteFrame({ user: who });
    await screen.findByRole('button', { name: 'Watches' });
    const link = screen.queryByRole('link', { name: 'Control Panel' });
    if (shown) expect(link).toHaveAttribute('href', '/ShowSellQueue');
    else expect(link).toBeNull();
  });

  it('Control Panel is left to the back-office screens themselves (their own heading and menu)', async () => {
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    await renderSiteFrame({ user: admin, route: '/ShowProducts' });
    await screen.findByRole('button', { name: 'Watches' });
    expect(screen.queryByRole('link', { name: 'Control Panel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'SELL NOW' })).toBeInTheDocument();
  });

  it('Control Panel shows on tablet too, for RoleID 1', async () => {
    setWindowWidth(900);
    const api = mockShellApi();
    api.details.mockResolvedValue({ status: 'success', message: '', user: null });
    await renderSiteFrame({ user: admin });
    expect(screen.getByRole('link', { name: 'Control Panel' })).toHaveAttribute(
      'href',
      '/ShowSellQueue',
    );
  });
});
