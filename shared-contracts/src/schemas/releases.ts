import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '../remotes/registry';
import { requiredText, textError } from './fields';

/** Remote names as live_remotes and /remotes.json key them (mfe_catalog, ...). */
const remoteField = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]], {
  error: `remote must be one of ${REMOTE_NAMES.join(', ')}`,
});

/** The same characters `npm run release -- --version` accepts. */
const versionField = requiredText('version', 64).regex(/^[\w.-]+$/, {
  error: 'version may hold letters, digits, dots, dashes and underscores only',
});

/** Releases/register.php: a built remote's mf-manifest.json, served here or over http(s). */
export const registerReleaseSchema = z.object({
  remote: remoteField,
  version: versionField,
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

/** Releases/activate.php: a registered version becomes the live one. */
export const activateReleaseSchema = z.object({ remote: remoteField, version: versionField });
export type ActivateReleaseInput = z.infer<typeof activateReleaseSchema>;
