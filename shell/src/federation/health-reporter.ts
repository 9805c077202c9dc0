// By path, bundled here: the shared-contracts index, which every page loads, leaves them out.
import { RELEASE_ENDPOINTS } from 'shared-contracts/release-endpoints';
import { DEFAULT_RELEASE_VERSION, RELEASE_HEALTH } from 'shared-contracts/release-rules';
import type { HealthEntry } from 'shared-contracts/schemas';
import type { RemoteHealth, RemoteModuleId, RemoteName, RemotesConfig } from 'shared-contracts';
import { RemoteUnavailableError } from './remote-unavailable-error';

type Count = 'mounts' | 'loadFailures' | 'renderErrors';

const COUNTS: Count[] = ['mounts', 'loadFailures', 'renderErrors'];
const HEALTH_URL = '/api/' + RELEASE_ENDPOINTS.health;

/** A beacon outlives the page; where there is none or it is refused, a keepalive fetch. */
function send(json: string) {
  if (navigator.sendBeacon?.(HEALTH_URL, new Blob([json], { type: 'application/json' }))) return;
  // Not a call of the shop API (no session, no CSRF header): a report that must outlive the page.
  fetch(HEALTH_URL, {
    method: 'POST',
    body: json,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {});
}

/**
 * Counts mounts, load failures (RemoteUnavailableError: the loader turns every failed load into
 * one) and render errors per remote and version, and reports them RELEASE_HEALTH.flushDelayMs
 * after the first count, or at once when the page is hidden. Reports hold counts only.
 */
export function createHealthReporter(versions: RemotesConfig['versions'] = {}): RemoteHealth {
  const pending = new Map<string, HealthEntry>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  // One report of at most maxEntries entries and maxCount of each kind; the rest waits for the next.
  const report = () => {
    clearTimeout(timer);
    timer = undefined;
    const entries: HealthEntry[] = [];
    for (const [key, entry] of pending) {
      if (entries.length === RELEASE_HEALTH.maxEntries) break;
      const sent = { ...entry };
      let rest = 0;
      for (const kind of COUNTS) {
        sent[kind] = Math.min(entry[kind], RELEASE_HEALTH.maxCount);
        entry[kind] -= sent[kind];
        rest += entry[kind];
      }
      if (!rest) pending.delete(key);
      entries.push(sent);
    }
    if (entries.length) send(JSON.stringify({ entries }));
    if (pending.size) timer = setTimeout(report, RELEASE_HEALTH.flushDelayMs);
  };

  const count = (id: RemoteModuleId, kind: Count) => {
    const remote = id.split('/')[0] as RemoteName;
    const version = versions[remote] ?? DEFAULT_RELEASE_VERSION;
    const key = `${remote} ${version}`;
    let entry = pending.get(key);
    if (!entry) {
      entry = { remote, version, mounts: 0, loadFailures: 0, renderErrors: 0 };
      pending.set(key, entry);
    }
    entry[kind]++;
    if (!listening) {
      listening = true;
      window.addEventListener('pagehide', report);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') report();
      });
    }
    timer ??= setTimeout(report, RELEASE_HEALTH.flushDelayMs);
  };

  return {
    mounted: (id) => count(id, 'mounts'),
    failed: (id, error) =>
      count(id, error instanceof RemoteUnavailableError ? 'loadFailures' : 'renderErrors'),
  };
}
