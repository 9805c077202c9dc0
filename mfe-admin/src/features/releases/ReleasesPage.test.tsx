import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseHealth, RemoteRelease, RemoteReleases } from 'shared-contracts';
import { releaseApi } from '../../api/release-endpoints';
import { formatDateTime } from '../../shared/format';
import { httpError, networkError, renderPage, resetToasts } from '../../test/render';
import { ReleasesPage } from './ReleasesPage';

const REACT = { react: '19.2.0', 'react-dom': '19.2.0' };
const QUIET: ReleaseHealth = { mounts: 0, loadFailures: 0, renderErrors: 0, failureRate: 0 };

const release = (version: string, changes: Partial<RemoteRelease> = {}): RemoteRelease => ({
  version,
  manifestUrl: `/releases/mfe-catalog/${version}/mf-manifest.json`,
  shared: REACT,
  compatible: true,
  problems: [],
  releasedBy: 'Admin',
  releasedAt: '2026-03-05T10:00:00Z',
  health: QUIET,
  ...changes,
});

const defaultBuild = (pkg: string, health = QUIET): RemoteRelease => ({
  version: 'default',
  manifestUrl: `/remotes/${pkg}/mf-manifest.json`,
  shared: {},
  compatible: true,
  problems: [],
  releasedBy: 'site build',
  releasedAt: null,
  health,
});

const onlyDefault = (remote: RemoteReleases['remote'], pkg: string): RemoteReleases => ({
  remote,
  live: {
    version: 'default',
    manifestUrl: `/remotes/${pkg}/mf-manifest.json`,
    activatedAt: null,
    activatedBy: null,
  },
  canary: null,
  releases: [defaultBuild(pkg)],
  history: [],
});

/** The catalog runs 1.1.0 with a canary of 2.0.0; a refused 1.2.0 sits between them. */
const catalog: RemoteReleases = {
  remote: 'mfe_catalog',
  live: {
    version: '1.1.0',
    manifestUrl: '/releases/mfe-catalog/1.1.0/mf-manifest.json',
    activatedAt: '2026-03-05T12:00:00Z',
    activatedBy: 'Admin',
  },
  canary: {
    version: '2.0.0',
    manifestUrl: '/releases/mfe-catalog/2.0.0/mf-manifest.json',
    percent: 10,
    startedBy: 'Layla',
    startedAt: '2026-03-06T09:00:00Z',
  },
  releases: [
    release('2.0.0', {
      releasedBy: 'release token',
      health: { mounts: 9, loadFailures: 1, renderErrors: 0, failureRate: 0.1 },
    }),
    release('1.2.0', {
      compatible: false,
      problems: ['react 18.3.1 does not satisfy the shell’s 19.2.0'],
      shared: { react: '18.3.1' },
    }),
    release('1.1.0', {
      health: { mounts: 40, loadFailures: 0, renderErrors: 0, failureRate: 0 },
    }),
    release('1.0.0'),
    defaultBuild('mfe-catalog'),
  ],
  history: [
    { version: '2.0.0', action: 'canary', actor: 'Layla', at: '2026-03-06T09:00:00Z', note: '10%' },
    {
      version: '2.0.0',
      action: 'register',
      actor: 'release token',
      at: '2026-03-06T08:00:00Z',
      note: '/releases/mfe-catalog/2.0.0/mf-manifest.json',
    },
    {
      version: '1.2.0',
      action: 'refuse',
      actor: 'Admin',
      at: '2026-03-05T13:00:00Z',
      note: 'react 18.3.1 does not satisfy the shell’s 19.2.0',
    },
    { version: '1.1.0', action: 'activate', actor: 'Admin', at: '2026-03-05T12:00:00Z', note: '' },
    {
      version: 'default',
      action: 'rollback',
      actor: 'Admin',
      at: '2026-03-04T12:00:00Z',
      note: '/remotes/mfe-catalog/mf-manifest.json',
    },
    { version: '1.0.0', action: 'promote', actor: 'Layla', at: '2026-03-03T12:00:00Z', note: '' },
    { version: '0.9.0', action: 'abort', actor: 'Layla', at: '2026-03-02T12:00:00Z', note: '' },
  ],
};

/** The checkout's canary of 3.0.0 was rolled back by the health check: the default build runs. */
const checkout: RemoteReleases = {
  remote: 'mfe_checkout',
  live: {
    version: 'default',
    manifestUrl: '/remotes/mfe-checkout/mf-manifest.json',
    activatedAt: null,
    activatedBy: null,
  },
  canary: null,
  releases: [
    release('3.0.0', {
      health: { mounts: 8, loadFailures: 7, renderErrors: 5, failureRate: 0.6 },
    }),
    defaultBuild('mfe-checkout', { mounts: 120, loadFailures: 0, renderErrors: 0, failureRate: 0 }),
  ],
  history: [
    {
      version: '3.0.0',
      action: 'auto-rollback',
      actor: 'health check',
      at: '2026-03-06T10:05:00Z',
      note: '12 of 20 mounts failed (60%), above 10%',
    },
    { version: '3.0.0', action: 'canary', actor: 'Admin', at: '2026-03-06T10:00:00Z', note: '25%' },
  ],
};

const LIST: RemoteReleases[] = [
  catalog,
  checkout,
  onlyDefault('mfe_account', 'mfe-account'),
  onlyDefault('mfe_admin', 'mfe-admin'),
];

const path = '/ShowReleases';
const done = (message: string) => ({ status: 'success' as const, message });
const card = (pkg: string) => within(screen.getByRole('region', { name: pkg }));

/** The row of a version in a remote's versions table (rows are told apart by their version). */
function versionRow(pkg: string, label: string) {
  const table = card(pkg).getByRole('table', { name: `Versions of ${pkg}` });
  const row = within(table)
    .getAllByRole('row')
    .find((tr) => tr.querySelector('td')?.firstElementChild?.textContent === label);
  if (!row) throw new Error(`No row for ${label}`);
  return row;
}

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** The health figures of a list, as 'term: value'. */
const figures = (scope: HTMLElement) => {
  const terms = within(scope).getAllByRole('term');
  const values = within(scope).getAllByRole('definition');
  return terms.map((term, index) => `${term.textContent}: ${values[index]?.textContent}`);
};

async function showList(list: RemoteReleases[] = LIST) {
  const spy = jest.spyOn(releaseApi, 'list').mockResolvedValue(list);
  renderPage(<ReleasesPage />, { path });
  await screen.findByRole('heading', { level: 2, name: 'mfe-catalog' });
  return spy;
}

describe('Releases', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    resetToasts();
  });

  it('shows one card per remote with its live version and its health', async () => {
    await showList();
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(expect.arrayContaining(['mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-admin']));
    for (const pkg of ['mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-admin']) {
      expect(screen.getByRole('region', { name: pkg })).toBeInTheDocument();
    }

    const live = card('mfe-catalog').getByRole('heading', { level: 3, name: 'Live: 1.1.0' });
    const panel = live.parentElement!;
    expect(panel).toHaveTextContent(`since ${formatDateTime('2026-03-05T12:00:00Z')} by Admin`);
    expect(figures(panel)).toEqual([
      'Mounts: 40',
      'Load failures: 0',
      'Render errors: 0',
      'Failure rate: 0%',
    ]);

    const checkoutLive = card('mfe-checkout').getByRole('heading', {
      level: 3,
      name: 'Live: Default build',
    });
    expect(figures(checkoutLive.parentElement!)).toEqual([
      'Mounts: 120',
      'Load failures: 0',
      'Render errors: 0',
      'Failure rate: 0%',
    ]);
    expect(
      card('mfe-account').getByText('Served with the site since it was deployed'),
    ).toBeInTheDocument();
  });

  it('shows the running canary with its health, Promote and Abort', async () => {
    await showList();
    const heading = card('mfe-catalog').getByRole('heading', {
      level: 3,
      name: 'Canary: 2.0.0 to 10% of visitors',
    });
    const panel = heading.parentElement!;
    expect(panel).toHaveTextContent(`started ${formatDateTime('2026-03-06T09:00:00Z')} by Layla`);
    expect(figures(panel)).toEqual([
      'Mounts: 9',
      'Load failures: 1',
      'Render errors: 0',
      'Failure rate: 10%',
    ]);
    expect(buttonsOf(panel)).toEqual(['Promote', 'Abort']);
    expect(
      card('mfe-checkout').getByText('No canary running. Start one from a version below.'),
    ).toBeInTheDocument();
    expect(card('mfe-checkout').queryByRole('button', { name: 'Promote' })).not.toBeInTheDocument();
  });

  it('lists the versions with their status, libraries, health and the actions each allows', async () => {
    await showList();
    const table = card('mfe-catalog').getByRole('table', { name: 'Versions of mfe-catalog' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Version', 'Released', 'By', 'Status', 'Health', 'Actions']);

    const canaryRow = versionRow('mfe-catalog', '2.0.0');
    expect(within(canaryRow).getAllByRole('cell')[0]).toHaveTextContent(
      '2.0.0react 19.2.0, react-dom 19.2.0',
    );
    expect(within(canaryRow).getByText('Canary')).toBeInTheDocument();
    expect(within(canaryRow).getByText('release token')).toBeInTheDocument();
    expect(figures(canaryRow)).toContain('Failure rate: 10%');
    // Newer than the live one; Start canary on the canary itself changes its share.
    expect(buttonsOf(canaryRow)).toEqual(['Activate', 'Start canary']);

    const refused = versionRow('mfe-catalog', '1.2.0');
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(
      within(refused).getByText('react 18.3.1 does not satisfy the shell’s 19.2.0'),
    ).toBeInTheDocument();
    expect(buttonsOf(refused)).toEqual([]);

    const live = versionRow('mfe-catalog', '1.1.0');
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(buttonsOf(live)).toEqual([]);

    // Older than the live one, and another version is in canary: no Start canary.
    expect(buttonsOf(versionRow('mfe-catalog', '1.0.0'))).toEqual(['Roll back']);
    expect(within(versionRow('mfe-catalog', '1.0.0')).getByText('No reports')).toBeInTheDocument();
    const defaultRow = versionRow('mfe-catalog', 'Default build');
    expect(buttonsOf(defaultRow)).toEqual(['Roll back']);
    expect(within(defaultRow).getByText('site build')).toBeInTheDocument();
    expect(within(defaultRow).getByText('—')).toBeInTheDocument();

    expect(buttonsOf(versionRow('mfe-checkout', '3.0.0'))).toEqual(['Activate', 'Start canary']);
    expect(buttonsOf(versionRow('mfe-checkout', 'Default build'))).toEqual([]);
  });

  it('warns when the latest event is an automatic rollback', async () => {
    await showList();
    expect(card('mfe-checkout').getByRole('alert')).toHaveTextContent(
      'The canary of 3.0.0 was rolled back automatically: 12 of 20 mounts failed (60%), above 10%',
    );
    expect(card('mfe-catalog').queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the history newest first', async () => {
    await showList();
    const history = card('mfe-catalog').getByRole('table', { name: 'History of mfe-catalog' });
    expect(card('mfe-catalog').getByRole('heading', { level: 3, name: 'History' })).toBeVisible();
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Action', 'Version', 'By', 'Note']);
    const rows = within(history).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Canary started', '2.0.0', 'Layla', '10%'],
      ['Registered', '2.0.0', 'release token', '/releases/mfe-catalog/2.0.0/mf-manifest.json'],
      ['Refused', '1.2.0', 'Admin', 'react 18.3.1 does not satisfy the shell’s 19.2.0'],
      ['Activated', '1.1.0', 'Admin', ''],
      ['Rolled back', 'default', 'Admin', '/remotes/mfe-catalog/mf-manifest.json'],
      ['Promoted', '1.0.0', 'Layla', ''],
      ['Aborted', '0.9.0', 'Layla', ''],
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(
      formatDateTime('2026-03-06T09:00:00Z'),
    );
    const checkoutRows = within(
      card('mfe-checkout').getByRole('table', { name: 'History of mfe-checkout' }),
    ).getAllByRole('row');
    expect(within(checkoutRows[1]!).getByText('Rolled back automatically')).toBeInTheDocument();
    expect(card('mfe-account').getByText('Nothing released yet.')).toBeInTheDocument();
  });

  it('starts a canary only once confirmed with a share from 1 to 100', async () => {
    const user = userEvent.setup();
    const list = await showList();
    const canary = jest
      .spyOn(releaseApi, 'canary')
      .mockResolvedValue(done('mfe_checkout 3.0.0 goes to 25% of visitors'));
    const row = versionRow('mfe-checkout', '3.0.0');

    await user.click(within(row).getByRole('button', { name: 'Start canary' }));
    let dialog = screen.getByRole('dialog', { name: 'Start a canary of mfe-checkout 3.0.0?' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Share of visitors (%)' })).toHaveValue(
      10,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(canary).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Start canary' }));
    dialog = screen.getByRole('dialog', { name: 'Start a canary of mfe-checkout 3.0.0?' });
    const share = within(dialog).getByRole('spinbutton', { name: 'Share of visitors (%)' });
    for (const refused of ['0', '101']) {
      await user.clear(share);
      await user.type(share, refused);
      await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
      expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
      expect(share).toHaveAttribute('aria-invalid', 'true');
    }
    expect(canary).not.toHaveBeenCalled();

    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(canary).toHaveBeenCalledWith({ remote: 'mfe_checkout', version: '3.0.0', percent: 25 });
    expect(
      await screen.findByText('mfe_checkout 3.0.0 goes to 25% of visitors'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('changes the share of the running canary from its own row', async () => {
    const user = userEvent.setup();
    await showList();
    const canary = jest.spyOn(releaseApi, 'canary').mockResolvedValue(done('ok'));
    await user.click(
      within(versionRow('mfe-catalog', '2.0.0')).getByRole('button', { name: 'Start canary' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Change the share of the mfe-catalog 2.0.0 canary?',
    });
    const share = within(dialog).getByRole('spinbutton', { name: 'Share of visitors (%)' });
    expect(share).toHaveValue(10);
    await user.clear(share);
    await user.type(share, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(canary).toHaveBeenCalledWith({ remote: 'mfe_catalog', version: '2.0.0', percent: 50 });
  });

  it('activates a newer version and rolls back to the default build after confirming', async () => {
    const user = userEvent.setup();
    await showList();
    const activate = jest
      .spyOn(releaseApi, 'activate')
      .mockResolvedValueOnce(done('mfe_checkout 3.0.0 is live'))
      .mockResolvedValueOnce(done('mfe_catalog default is live'));

    await user.click(
      within(versionRow('mfe-checkout', '3.0.0')).getByRole('button', { name: 'Activate' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Activate mfe-checkout 3.0.0?' });
    expect(dialog).toHaveTextContent(
      'Every visitor gets 3.0.0 instead of Default build from their next page.',
    );
    expect(activate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(activate).toHaveBeenCalledWith({ remote: 'mfe_checkout', version: '3.0.0' });
    expect(await screen.findByText('mfe_checkout 3.0.0 is live')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(versionRow('mfe-catalog', 'Default build')).getByRole('button', { name: 'Roll back' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Roll back mfe-catalog to Default build?' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(activate).toHaveBeenLastCalledWith({ remote: 'mfe_catalog', version: 'default' });
    expect(await screen.findByText('mfe_catalog default is live')).toBeInTheDocument();
  });

  it('promotes and aborts the canary after confirming, and shows refusals', async () => {
    const user = userEvent.setup();
    const list = await showList();
    const promote = jest
      .spyOn(releaseApi, 'promote')
      .mockResolvedValue(done('mfe_catalog 2.0.0 is live for everyone'));
    const abort = jest
      .spyOn(releaseApi, 'abort')
      .mockRejectedValueOnce(httpError(409, 'mfe_catalog has no canary'))
      .mockRejectedValueOnce(networkError());
    const panel = card('mfe-catalog').getByRole('heading', {
      name: 'Canary: 2.0.0 to 10% of visitors',
    }).parentElement!;

    await user.click(within(panel).getByRole('button', { name: 'Promote' }));
    let dialog = screen.getByRole('dialog', { name: 'Promote mfe-catalog 2.0.0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(promote).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Promote' }));
    dialog = screen.getByRole('dialog', { name: 'Promote mfe-catalog 2.0.0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(promote).toHaveBeenCalledWith({ remote: 'mfe_catalog' });
    expect(await screen.findByText('mfe_catalog 2.0.0 is live for everyone')).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));

    await user.click(within(panel).getByRole('button', { name: 'Abort' }));
    dialog = screen.getByRole('dialog', { name: 'Abort the canary of mfe-catalog 2.0.0?' });
    expect(dialog).toHaveTextContent('Everyone gets 1.1.0 again from their next page.');
    await user.click(within(dialog).getByRole('button', { name: 'Abort canary' }));
    expect(abort).toHaveBeenCalledWith({ remote: 'mfe_catalog' });
    expect(await screen.findByText('mfe_catalog has no canary')).toBeInTheDocument();
    // A 409 means the remote moved on: the list refreshes.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));

    await user.click(within(panel).getByRole('button', { name: 'Abort' }));
    dialog = screen.getByRole('dialog', { name: 'Abort the canary of mfe-catalog 2.0.0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abort canary' }));
    expect(
      await screen.findByText('An error occurred. Please try again later.'),
    ).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('shows the refusal of the back office when an action is answered 403', async () => {
    const user = userEvent.setup();
    await showList();
    jest.spyOn(releaseApi, 'promote').mockRejectedValue(httpError(403, 'Administrators only'));
    await user.click(card('mfe-catalog').getByRole('button', { name: 'Promote' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote mfe-catalog 2.0.0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('This area is for administrators only.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then offers to retry when the list fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: unknown) => void = () => {};
    jest
      .spyOn(releaseApi, 'list')
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValue(LIST);
    const { container } = renderPage(<ReleasesPage />, { path });
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'mfe-catalog' })).not.toBeInTheDocument();

    act(() => fail(networkError()));
    expect(await screen.findByText('The releases could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'mfe-catalog' })).toBeInTheDocument();
    expect(screen.queryByText('The releases could not be loaded.')).not.toBeInTheDocument();
  });

  it('refreshes the list every 15 seconds while open', async () => {
    jest.useFakeTimers();
    const list = jest
      .spyOn(releaseApi, 'list')
      .mockResolvedValueOnce(LIST)
      .mockResolvedValue([{ ...checkout, history: [] }, ...LIST.slice(2)]);
    const { unmount } = renderPage(<ReleasesPage />, { path });
    expect(await screen.findByRole('region', { name: 'mfe-checkout' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(list).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'mfe-catalog' })).not.toBeInTheDocument(),
    );
    expect(card('mfe-checkout').queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(list).toHaveBeenCalledTimes(2);
  });
});
