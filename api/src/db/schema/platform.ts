import {
  boolean,
  index,
  jsonb,
  pgTable,
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
    releasedBy: text('released_by').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('remote_releases_remote_version').on(t.remote, t.version)],
);

/** The history of the release actions ('register', 'refuse', 'activate'), oldest first by id. */
export const releaseEvents = pgTable(
  'release_events',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    action: text('action').notNull(),
    /** An administrator's UserName, or 'release token'. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('release_events_remote').on(t.remote, t.id)],
);
