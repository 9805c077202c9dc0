import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Configuration every api instance shares (e.g. the hosted auth's JWT signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The version of each remote that shoppers' browsers load, switched for every instance at once. */
export const liveRemotes = pgTable('live_remotes', {
  remote: text('remote').primaryKey(),
  manifestUrl: text('manifest_url').notNull(),
  version: text('version').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every registered build of a remote, kept as registered (a version is never registered twice):
 * its shared singletons and whether they fit the shell that was live then. Only a compatible
 * one may be activated.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    /** { package name: version } from the manifest's `shared`. */
    shared: jsonb('shared').$type<Record<string, string>>().notNull().default({}),
    compatible: boolean('compatible').notNull(),
    /** Why it does not fit the shell, one reason a line; '' when it fits. */
    problems: text('problems').notNull().default(''),
    /**
     * sha256 of the first-paint file its manifest named when it was registered; the api runs
     * that file from another origin only when it hashes to this. null: the manifest named none.
     */
    firstPaintSha256: text('first_paint_sha256'),
    releasedBy: text('released_by').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('remote_releases_remote_version').on(t.remote, t.version)],
);

/**
 * The history of the release actions (ReleaseAction: 'register', 'refuse', 'activate',
 * 'rollback', 'canary', 'promote', 'abort', 'auto-rollback'), oldest first by id.
 */
export const releaseEvents = pgTable(
  'release_events',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    action: text('action').notNull(),
    /** An administrator's UserName, 'release token', 'release command' or 'health check'. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('release_events_remote').on(t.remote, t.id)],
);

/**
 * The version of a remote served to a share of visitors (at most one per remote), chosen per
 * visitor by the bucket of their cookie, so a visitor stays on one side while the share grows.
 */
export const remoteCanaries = pgTable('remote_canaries', {
  remote: text('remote').primaryKey(),
  version: text('version').notNull(),
  manifestUrl: text('manifest_url').notNull(),
  /** Whole percent of visitors, 1 to 100. */
  percent: integer('percent').notNull(),
  startedBy: text('started_by').notNull(),
  /** Kept when the share changes: the automatic rollback counts the reports since then. */
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers' counts per remote version and minute, added up by one upsert per report; rows
 * older than a day are deleted (the console shows the last hour).
 */
export const remoteHealth = pgTable(
  'remote_health',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    mounts: integer('mounts').notNull().default(0),
    loadFailures: integer('load_failures').notNull().default(0),
    renderErrors: integer('render_errors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.minute] }),
    index('remote_health_minute').on(t.minute),
  ],
);
