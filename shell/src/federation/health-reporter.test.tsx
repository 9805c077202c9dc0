import { act, fireEvent, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { StrictMode, type ReactNode } from 'react';
import {
  RemoteHealthProvider,
  RemoteLoaderProvider,
  RemoteSlot,
  type RemoteModuleId,
  type RemotesConfig,
} from 'shared-contracts';
import { RELEASE_HEALTH } from 'shared-contracts/release-rules';
import { renderShell } from '../features/testing/render';
import { remoteFallbackPlugin } from './fallback-plugin';
import { createHealthReporter } from './health-reporter';
import { loadRemoteModule } from './load-remote-module';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const load = jest.mocked(loadRemote);
const HEALTH_URL = '/api/Releases/health.php';

/** What each module id answers; an Error is a rejected load. */
function serve(modules: Partial<Record<RemoteModuleId, unknown>>) {
  load.mockImplementation(async (id) => {
    const module = modules[id as RemoteModuleId];
    if (module instanceof Error) throw module;
    return module;
  });
}

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

let beacon: jest.Mock<boolean, [string, Blob]>;

beforeEach(() => {
  jest.useFakeTimers();
  beacon = jest.fn<boolean, [string, Blob]>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  load.mockReset();
});

/** Renders pages as the App does: in Strict Mode, counted by one reporter of the config's versions. */
function renderCounted(ui: ReactNode, versions?: RemotesConfig['versions']) {
  const health = createHealthReporter(versions);
  return renderShell(
    <StrictMode>
      <RemoteHealthProvider value={health}>{ui}</RemoteHealthProvider>
    </StrictMode>,
    { config: { versions } },
  );
}

const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

/** jsdom's Blob has no text(): read it as a page would, with a FileReader. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/** The reports sent so far: URL and parsed JSON body of each beacon. */
async function reports() {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => {
      expect(blob.type).toBe('application/json');
      return { url, body: JSON.parse(await textOf(blob)) as unknown };
    }),
  );
}

const entry = (remote: string, version: string, counts: Record<string, number>) => ({
  remote,
  version,
  mounts: 0,
  loadFailures: 0,
  renderErrors: 0,
  ...counts,
});

describe('health reports', () => {
  it('a mounted page sends one entry with one mount, flushDelayMs after it mounted', async () => {
    serve({ 'mfe_catalog/HomePage': page('Home') });
    renderCounted(<RemotePage module="mfe_catalog/HomePage" />, { mfe_catalog: '2.0.0' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await wait(RELEASE_HEALTH.flushDelayMs - 1);
    expect(beacon).not.toHaveBeenCalled();
    await wait(1);
    expect(await reports()).toEqual([
      { url: HEALTH_URL, body: { entries: [entry('mfe_catalog', '2.0.0', { mounts: 1 })] } },
    ]);
    await wait(RELEASE_HEALTH.flushDelayMs * 2);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('counts the first page that renders at once from the module loaded ahead', async () => {
    serve({ 'mfe_catalog/ItemListPage': page('Items') });
    await loadRemoteModule('mfe_catalog/ItemListPage');
    renderCounted(<RemotePage module="mfe_catalog/ItemListPage" />);
    expect(screen.getByRole('heading', { name: 'Items' })).toBeInTheDocument();
    await wait(RELEASE_HEALTH.flushDelayMs);
    expect(await reports()).toEqual([
      { url: HEALTH_URL, body: { entries: [entry('mfe_catalog', 'default', { mounts: 1 })] } },
    ]);
  });

  it('a load that fails is one load failure, and a Retry that works is a mount', async () => {
    const down = new Error('entry 503');
    serve({ 'mfe_account/SellPage': down });
    renderCounted(<RemotePage module="mfe_account/SellPage" />, { mfe_catalog: '2.0.0' });
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await expect(loadRemoteModule('mfe_account/SellPage')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      cause: down,
    });

    serve({ 'mfe_account/SellPage': page('Sell') });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sell' })).toBeInTheDocument();
    await wait(RELEASE_HEALTH.flushDelayMs);
    expect(await reports()).toEqual([
      {
        url: HEALTH_URL,
        body: { entries: [entry('mfe_account', 'default', { mounts: 1, loadFailures: 1 })] },
      },
    ]);
  });

  it('a remote the runtime plugin answers for is one load failure, not two', async () => {
    const answer = remoteFallbackPlugin().errorLoadRemote!({
      id: 'mfe_checkout/CartPage',
      error: new Error('manifest 404'),
      lifecycle: 'onLoad',
    } as Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0]);
    serve({ 'mfe_checkout/CartPage': answer });
    renderCounted(<RemotePage module="mfe_checkout/CartPage" />, { mfe_checkout: '1.4.0' });
    await screen.findByRole('button', { name: 'Retry' });
    await wait(RELEASE_HEALTH.flushDelayMs);
    expect(await reports()).toEqual([
      { url: HEALTH_URL, body: { entries: [entry('mfe_checkout', '1.4.0', { loadFailures: 1 })] } },
    ]);
  });

  it('a page that throws is a render error and shows the Retry card', async () => {
    serve({
      'mfe_admin/BrandsPage': {
        default: () => {
          throw new TypeError('brands is undefined');
        },
      },
    });
    renderCounted(<RemotePage module="mfe_admin/BrandsPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This section is temporarily unavailable',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await wait(RELEASE_HEALTH.flushDelayMs);
    expect(await reports()).toEqual([
      { url: HEALTH_URL, body: { entries: [entry('mfe_admin', 'default', { renderErrors: 1 })] } },
    ]);
  });

  it('a slot counts through the same reporter: its failed load is a load failure', async () => {
    serve({ 'mfe_catalog/SearchBox': new Error('chunk failed') });
    renderCounted(
      <RemoteLoaderProvider value={loadRemoteModule}>
        <RemoteSlot id="mfe_catalog/SearchBox" props={{}} fallback={<p>search soon</p>} />
      </RemoteLoaderProvider>,
      { mfe_catalog: '2.0.0' },
    );
    await act(async () => {});
    expect(screen.getByText('search soon')).toBeInTheDocument();
    await wait(RELEASE_HEALTH.flushDelayMs);
    expect(await reports()).toEqual([
      { url: HEALTH_URL, body: { entries: [entry('mfe_catalog', '2.0.0', { loadFailures: 1 })] } },
    ]);
  });

  it('batches every count since the last report into one beacon', async () => {
    serve({
      'mfe_checkout/FavouritesPage': page('Favourites'),
      'mfe_account/JoinPage': page('Join'),
      'mfe_account/SuccessPage': new Error('offline'),
    });
    renderCounted(
      <>
        <RemotePage module="mfe_checkout/FavouritesPage" />
        <RemotePage module="mfe_account/JoinPage" />
        <RemotePage module="mfe_account/SuccessPage" />
      </>,
      { mfe_checkout: '3.1.0' },
    );
    await screen.findByRole('heading', { name: 'Favourites' });
    await screen.findByRole('heading', { name: 'Join' });
    await screen.findByRole('button', { name: 'Retry' });
    await wait(RELEASE_HEALTH.flushDelayMs);
    const sent = await reports();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(HEALTH_URL);
    // In the order the counts came: the failure may come before the mounts.
    const { entries } = sent[0]!.body as { entries: { remote: string }[] };
    expect(entries.sort((a, b) => a.remote.localeCompare(b.remote))).toEqual([
      entry('mfe_account', 'default', { mounts: 1, loadFailures: 1 }),
      entry('mfe_checkout', '3.1.0', { mounts: 1 }),
    ]);
  });

  it('reports at once when the page is hidden, listening only after the first count', async () => {
    const listened = jest.spyOn(window, 'addEventListener');
    const health = createHealthReporter({ mfe_admin: '5.0.0' });
    expect(listened).not.toHaveBeenCalledWith('pagehide', expect.anything());

    health.mounted('mfe_admin/UsersPage');
    health.mounted('mfe_admin/OrdersPage');
    expect(listened.mock.calls.filter(([type]) => type === 'pagehide')).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(await reports()).toEqual([
      { url: HEALTH_URL, body: { entries: [entry('mfe_admin', '5.0.0', { mounts: 2 })] } },
    ]);
    await wait(RELEASE_HEALTH.flushDelayMs);
    expect(beacon).toHaveBeenCalledTimes(1);

    health.failed('mfe_admin/UsersPage', new Error('boom'));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockRestore();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect((await reports())[1]!.body).toEqual({
      entries: [entry('mfe_admin', '5.0.0', { renderErrors: 1 })],
    });
  });

  it('caps each count and the entries of one report, and sends the rest in the next', async () => {
    const health = createHealthReporter();
    for (let i = 0; i < RELEASE_HEALTH.maxCount + 30; i++) health.mounted('mfe_catalog/HomePage');
    // More remotes than one report holds (the registry has four): names made up for the cap.
    for (let i = 0; i < RELEASE_HEALTH.maxEntries; i++) {
      health.failed(`mfe_extra${i}/Page` as RemoteModuleId, new Error('boom'));
    }
    await wait(RELEASE_HEALTH.flushDelayMs);
    await wait(RELEASE_HEALTH.flushDelayMs);
    const [first, second] = (await reports()).map(
      ({ body }) => (body as { entries: ReturnType<typeof entry>[] }).entries,
    );
    expect(first).toHaveLength(RELEASE_HEALTH.maxEntries);
    expect(first![0]).toEqual(entry('mfe_catalog', 'default', { mounts: RELEASE_HEALTH.maxCount }));
    expect(second).toEqual([
      entry('mfe_catalog', 'default', { mounts: 30 }),
      entry(`mfe_extra${RELEASE_HEALTH.maxEntries - 1}`, 'default', { renderErrors: 1 }),
    ]);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    const fetched = jest.fn(() => Promise.resolve({ ok: true }));
    Object.defineProperty(window, 'fetch', { configurable: true, writable: true, value: fetched });
    createHealthReporter().mounted('mfe_checkout/CheckoutPage');
    await wait(RELEASE_HEALTH.flushDelayMs);
    expect(fetched).toHaveBeenCalledWith(
      HEALTH_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
    const [, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      entries: [entry('mfe_checkout', 'default', { mounts: 1 })],
    });
    delete (window as { fetch?: unknown }).fetch;
  });
});
