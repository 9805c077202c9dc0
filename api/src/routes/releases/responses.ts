import { z } from 'zod';
import { documentationOnly } from '../../plugins/openapi';

const health = z
  .object({
    mounts: z.number(),
    loadFailures: z.number(),
    renderErrors: z.number(),
    failureRate: z.number().describe('(loadFailures + renderErrors) / all three; 0 with none'),
  })
  .describe("Browsers' reports of the last hour");

const release = z.object({
  version: z.string().describe("'default' for the default build (the last entry)"),
  manifestUrl: z.string(),
  shared: z.record(z.string(), z.string()).describe('Shared singletons: name -> version'),
  compatible: z.boolean().describe('Fits the shell live when it was registered'),
  problems: z.array(z.string()).describe('Why it does not fit; [] when it does'),
  releasedBy: z
    .string()
    .describe("An administrator's UserName, 'release token', or 'site build' for the default"),
  releasedAt: z.string().nullable().describe('null for the default build'),
  health,
});

/** GET Releases/: RemoteReleases[] (shared-contracts/src/entities/releases.ts). */
export const releasesResponse = documentationOnly(
  z.array(
    z.object({
      remote: z.string().describe('mfe_catalog, mfe_checkout, mfe_account or mfe_admin'),
      live: z.object({
        version: z.string().describe("'default': the default build (/remotes/...)"),
        manifestUrl: z.string(),
        activatedAt: z.string().nullable().describe('null for the default build'),
        activatedBy: z
          .string()
          .nullable()
          .describe('The actor of the activation, rollback or promotion; null for the default'),
      }),
      canary: z
        .object({
          version: z.string(),
          manifestUrl: z.string(),
          percent: z.number().describe('Share of visitors, 1 to 100'),
          startedBy: z.string(),
          startedAt: z.string(),
        })
        .nullable()
        .describe('The running canary, or null'),
      releases: z.array(release).describe('Newest first, then the default build'),
      history: z
        .array(
          z.object({
            version: z.string(),
            action: z.enum([
              'register',
              'refuse',
              'activate',
              'rollback',
              'canary',
              'promote',
              'abort',
              'auto-rollback',
            ]),
            actor: z.string(),
            at: z.string(),
            note: z.string().describe("Manifest, refusal reasons, a canary's percent, figures"),
          }),
        )
        .describe('The latest 50 actions, newest first'),
    }),
  ),
);
