import type { AppConfig } from '../config';
import { sharedVersionsOf, type RemoteName } from '../contracts';
import type { Database } from '../db/database';
import { releaseEvents, remoteReleases } from '../db/schema';
import { publishRemotes } from './live-remotes';
import { readRemoteManifest } from './manifests';
import { doesNotFit, registeredAlready } from './refusals';
import { shellProblems } from './shell-fit';

/** The actor of a call authorised by RELEASE_TOKEN. */
export const TOKEN_ACTOR = 'release token';

export interface RegisterInput {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
  actor: string;
}

/**
 * Records a build of a remote with its shared versions, whether they fit the live shell and the
 * sha256 of the first-paint file its manifest names (the only one the api will run for it).
 * A version is registered once (409 after); an incompatible one is stored as refused and
 * answered 409 with the reasons. Answers the message that says it was registered.
 */
export async function registerRelease(
  database: Database,
  config: AppConfig,
  input: RegisterInput,
): Promise<string> {
  const manifest = await readRemoteManifest(config, input.manifestUrl);
  const problems = shellProblems(config, manifest);
  const compatible = problems.length === 0;
  const stored = await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(remoteReleases)
      .values({
        remote: input.remote,
        version: input.version,
        manifestUrl: input.manifestUrl,
        shared: sharedVersionsOf(manifest),
        compatible,
        problems: problems.join('\n'),
        firstPaintSha256: manifest.firstPaint?.sha256 ?? null,
        releasedBy: input.actor,
      })
      .onConflictDoNothing()
      .returning({ id: remoteReleases.id });
    if (!row) return false;
    await tx.insert(releaseEvents).values({
      remote: input.remote,
      version: input.version,
      action: compatible ? 'register' : 'refuse',
      actor: input.actor,
      note: compatible ? input.manifestUrl : problems.join('\n'),
    });
    return true;
  });
  if (!stored) throw registeredAlready(input.remote, input.version);
  if (!compatible) throw doesNotFit(input.remote, input.version, problems);
  // An instance that looked its URL up before must see its first-paint file is vetted now.
  if (manifest.firstPaint) await publishRemotes(database);
  return `${input.remote} ${input.version} was registered`;
}
