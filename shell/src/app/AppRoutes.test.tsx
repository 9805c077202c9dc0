import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Link, type RemoteModuleId } from 'shared-contracts';
import { renderShell } from '../features/testing/render';
import { loadRemoteModule } from '../federation/load-remote-module';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

/** Each exposed page says which it is. */
jest
  .mocked(loadRemote)
  .mockImplementation((id: string) => Promise.resolve({ default: () => <h1>{id}</h1> }));

describe('the routes', () => {
  it('show the page of the route moved to, also from a page whose module was in at mount', async () => {
    const detail: RemoteModuleId = 'mfe_catalog/ProductDetailPage';
    await loadRemoteModule(detail);
    renderShell(
      <>
        <Link to="/Items">What's New</Link>
        <AppRoutes />
      </>,
      { route: '/Items/7' },
    );
    expect(screen.getByRole('heading', { name: detail })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: "What's New" }));
    expect(
      await screen.findByRole('heading', { name: 'mfe_catalog/ItemListPage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: detail })).not.toBeInTheDocument();
  });
});
