import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
