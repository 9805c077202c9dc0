import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '../remotes/registry';
import { CANARY_PERCENT, DEFAULT_RELEASE_VERSION, RELEASE_HEALTH } from '../remotes/release-rules';
import { numberField, requiredText, textError } from './fields';

/** Remote names as live_remotes and /remotes.json key them (mfe_catalog, ...). */
const remoteField = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]], {
  error: `remote must be one of ${REMOTE_NAMES.join(', ')}`,
});

/** The same characters `npm run release -- --version` accepts. */
const versionField = requiredText('version', 64).regex(/^[\w.-]+$/, {
  error: 'version may hold letters, digits, dots, dashes and underscores only',
});

/** A version a team registers: any but the default build's name. */
const newVersionField = versionField.refine((version) => version !== DEFAULT_RELEASE_VERSION, {
  error: `version '${DEFAULT_RELEASE_VERSION}' names the default build and cannot be registered`,
});

/** Releases/register.php: a built remote's mf-manifest.json, served here or over http(s). */
export const registerReleaseSchema = z.object({
  remote: remoteField,
  version: newVersionField,
  manifestUrl: z
    .string({ error: textError('manifestUrl') })
    .trim()
    .min(1, { error: 'manifestUrl is required' })
    .max(2000, { error: 'manifestUrl must be at most 2000 characters' })
    .refine((url) => /^(\/(releases|remotes)\/|https?:\/\/)/i.test(url), {
      error: 'manifestUrl must be a /releases/ or /remotes/ path or an http(s) URL',
    })
    .refine((url) => /\/mf-manifest\.json$/.test(url.split(/[?#]/)[0]!), {
      error: 'manifestUrl must name an mf-manifest.json',
    }),
});
export type RegisterReleaseInput = z.infer<typeof registerReleaseSchema>;

/**
 * Releases/activate.php: a registered version (or 'default', the default build) becomes the live
 * one; a rollback when it is older than the live one.
 */
export const activateReleaseSchema = z.object({ remote: remoteField, version: versionField });
export type ActivateReleaseInput = z.infer<typeof activateReleaseSchema>;

/** Releases/canary.php: a registered version to a share of visitors (1 to 100 percent). */
export const canaryReleaseSchema = z.object({
  remote: remoteField,
  version: newVersionField,
  percent: numberField('percent', (number) =>
    number
      .int({ error: 'percent must be a whole number' })
      .min(CANARY_PERCENT.min, { error: `percent must be at least ${CANARY_PERCENT.min}` })
      .max(CANARY_PERCENT.max, { error: `percent cannot be above ${CANARY_PERCENT.max}` }),
  ),
});
export type CanaryReleaseInput = z.infer<typeof canaryReleaseSchema>;

/** Releases/promote.php and Releases/abort.php: the remote whose canary ends. */
export const remoteCanarySchema = z.object({ remote: remoteField });
export type RemoteCanaryInput = z.infer<typeof remoteCanarySchema>;

const countField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(RELEASE_HEALTH.maxCount, { error: `${label} cannot be above ${RELEASE_HEALTH.maxCount}` })
    .default(0);

/** One remote version's counts since the browser's last report. */
export const healthEntrySchema = z.object({
  remote: remoteField,
  version: versionField,
  mounts: countField('mounts'),
  loadFailures: countField('loadFailures'),
  renderErrors: countField('renderErrors'),
});
export type HealthEntry = z.infer<typeof healthEntrySchema>;

/** Releases/health.php (JSON, sent with navigator.sendBeacon): counts, nothing about the visitor. */
export const healthReportSchema = z.object({
  entries: z
    .array(healthEntrySchema, { error: 'entries must be a list' })
    .min(1, { error: 'entries must not be empty' })
    .max(RELEASE_HEALTH.maxEntries, {
      error: `entries must hold at most ${RELEASE_HEALTH.maxEntries} items`,
    }),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
