/** Release console texts (the back-office's own; docs/api.md, "Release registry"). */
export const RELEASE_TEXT = {
  title: 'Releases',
  lead: 'Which version of each part of the site visitors get, canaries, rollbacks and what browsers report.',
  loadFailed: 'The releases could not be loaded.',
  retry: 'Retry',
  defaultBuild: 'Default build',
  live: (version: string) => `Live: ${version}`,
  since: 'since',
  by: (actor: string) => `by ${actor}`,
  siteBuild: 'Served with the site since it was deployed',
  canaryTitle: 'Canary',
  canary: (version: string, percent: number) => `Canary: ${version} to ${percent}% of visitors`,
  started: 'started',
  noCanary: 'No canary running. Start one from a version below.',
  healthWindow: (minutes: number) => `Browsers’ reports, last ${minutes} minutes`,
  noReports: 'No reports',
  versions: 'Versions',
  versionsOf: (pkg: string) => `Versions of ${pkg}`,
  history: 'History',
  historyOf: (pkg: string) => `History of ${pkg}`,
  noHistory: 'Nothing released yet.',
  showAllHistory: (count: number) => `Show all ${count}`,
  showLessHistory: 'Show fewer',
  autoRollback: (version: string, note: string) =>
    `The canary of ${version} was rolled back automatically: ${note}`,
  percentLabel: 'Share of visitors (%)',
  percentHint:
    'Each visitor stays on the side they got; a bigger share keeps everyone already on it.',
  percentError: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
} as const;

/** The health figures, in the order they show. */
export const HEALTH_LABELS = {
  mounts: 'Mounts',
  loadFailures: 'Load failures',
  renderErrors: 'Render errors',
  failureRate: 'Failure rate',
} as const;

/** Column headings of the versions and history tables. */
export const VERSION_COLUMNS = [
  'Version',
  'Released',
  'By',
  'Status',
  'Health',
  'Actions',
] as const;
export const HISTORY_COLUMNS = ['When', 'Action', 'Version', 'By', 'Note'] as const;

/** A version's status in the table; empty for the others. */
export const STATUS_TEXT = { live: 'Live', canary: 'Canary', refused: 'Refused' } as const;
