import type { ReleaseAction, ReleaseEvent, RemoteRelease, RemoteReleases } from 'shared-contracts';
import { DEFAULT_RELEASE_VERSION } from 'shared-contracts/release-rules';
import { RELEASE_TEXT } from './texts';

/** A version as the console names it: the default build has no number of its own. */
export const versionLabel = (version: string): string =>
  version === DEFAULT_RELEASE_VERSION ? RELEASE_TEXT.defaultBuild : version;

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** A share as a percent: '0%', '12.5%', '60%'. */
export const formatShare = (share: number): string =>
  percentFormat.format(Number.isFinite(share) ? share : 0);

/** The shared libraries a version was built with: ['react 19.2.0', 'react-dom 19.2.0']. */
export const sharedLibraries = (shared: RemoteRelease['shared']): string[] =>
  Object.entries(shared ?? {}).map(([name, version]) => `${name} ${version}`);

/** What a version row offers; the confirmation dialog tells what each one does. */
export type RowAction = 'activate' | 'rollback' | 'canary';

/**
 * A fitting version other than the live one: Activate when registered after the live one,
 * Roll back when older (the default build is the oldest), Start canary for a registered one
 * while no other version is in canary (on the canary itself it changes the share).
 */
export function rowActions(entry: RemoteReleases, release: RemoteRelease): RowAction[] {
  if (!release.compatible || release.version === entry.live.version) return [];
  const index = entry.releases.indexOf(release);
  const liveIndex = entry.releases.findIndex((item) => item.version === entry.live.version);
  const actions: RowAction[] = [liveIndex >= 0 && index > liveIndex ? 'rollback' : 'activate'];
  const otherCanary = entry.canary && entry.canary.version !== release.version;
  if (release.version !== DEFAULT_RELEASE_VERSION && !otherCanary) actions.push('canary');
  return actions;
}

/** Actions that make a version the live one. */
const GOES_LIVE = new Set<ReleaseAction>(['activate', 'rollback', 'promote']);

/**
 * When and by whom the live version went live. The list gives it for a registered version; the
 * default build's is its latest return in the history, if any (none: live since the deployment).
 */
export function liveSince(entry: RemoteReleases): { at: string | null; by: string | null } {
  if (entry.live.activatedAt) return { at: entry.live.activatedAt, by: entry.live.activatedBy };
  const madeLive = entry.history.find((event) => GOES_LIVE.has(event.action));
  return madeLive?.version === entry.live.version
    ? { at: madeLive.at, by: madeLive.actor }
    : { at: null, by: entry.live.activatedBy };
}

/** How the history names each recorded action. */
export const HISTORY_ACTION: Record<ReleaseAction, string> = {
  register: 'Registered',
  refuse: 'Refused',
  activate: 'Activated',
  rollback: 'Rolled back',
  canary: 'Canary started',
  promote: 'Promoted',
  abort: 'Aborted',
  'auto-rollback': 'Rolled back automatically',
};

/** The automatic rollback to warn about: the remote's latest event, when it is one. */
export const autoRollbackOf = (history: ReleaseEvent[]): ReleaseEvent | undefined =>
  history[0]?.action === 'auto-rollback' ? history[0] : undefined;
