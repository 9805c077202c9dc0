import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from 'shared-contracts';
import {
  hydrateShell,
  renderShell,
  renderShellToString,
  servedPage,
} from '../features/testing/render';
import { loadedRemoteModule, withLoadedRemoteModule } from './load-remote-module';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const load = jest.mocked(loadRemote);
const HOME = 'mfe_catalog/HomePage';
const homePage: RemoteModule<typeof HOME> = { default: () => <h1>New arrivals</h1> };

afterEach(() => load.mockReset());

describe('RemotePage on the server', () => {
  it('renders the page the server was given, and the skeleton without one', () => {
    const withPage = withLoadedRemoteModule(HOME, homePage, () =>
      renderShellToString(<RemotePage module={HOME} />),
    );
    expect(withPage).toContain('New arrivals');
    expect(loadedRemoteModule(HOME)).toBeUndefined();

    const container = document.createElement('div');
    container.innerHTML = renderShellToString(<RemotePage module={HOME} />);
    expect(container.querySelector('[aria-label="Loading page"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container).not.toHaveTextContent('New arrivals');
    expect(load).not.toHaveBeenCalled();
  });

  it('gives the registry back as it was, also when the render throws', () => {
    const other: RemoteModule<typeof HOME> = { default: () => <h1>Other</h1> };
    withLoadedRemoteModule(HOME, homePage, () => {
      expect(() =>
        withLoadedRemoteModule(HOME, other, () => {
          throw new Error('render failed');
        }),
      ).toThrow('render failed');
      expect(loadedRemoteModule(HOME)).toBe(homePage);
    });
    expect(loadedRemoteModule(HOME)).toBeUndefined();
  });
});

describe('RemotePage in the browser', () => {
  it("adopts the server's skeleton, then loads the page", async () => {
    load.mockResolvedValue(homePage);
    const page = servedPage(<RemotePage module={HOME} />);
    const { mismatches } = hydrateShell(<RemotePage module={HOME} />, page);
    expect(await screen.findByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    expect(load).toHaveBeenCalledWith(HOME);
  });

  it("adopts the server's skeleton, then offers Retry once when the remote is down", async () => {
    load.mockRejectedValue(new Error('manifest refused'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const brands = 'mfe_admin/BrandsPage';
    hydrateShell(<RemotePage module={brands} />, servedPage(<RemotePage module={brands} />));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });

  it("adopts the server's page when its module is in", () => {
    const { mismatches } = withLoadedRemoteModule(HOME, homePage, () =>
      hydrateShell(<RemotePage module={HOME} />, servedPage(<RemotePage module={HOME} />)),
    );
    expect(screen.getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('renders a page not loaded yet with the skeleton while it loads', async () => {
    load.mockResolvedValue({ default: () => <h1>Bag</h1> });
    renderShell(<RemotePage module="mfe_checkout/CartPage" />);
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bag' })).toBeInTheDocument();
  });
});
