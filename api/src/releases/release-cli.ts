/**
 * The release registry from the command line (run by `npm run release` when DATABASE_URL is set):
 *   release-cli.ts register <remote_name> <version> <manifest URL>
 *   release-cli.ts activate <remote_name> <version>
 * each print one JSON line `{ status, message }` with the status the api would answer.
 *   release-cli.ts check-shared
 * reads `{ shell, remote }` (two mf-manifest.json) on stdin and writes the shared-version problems
 * as a JSON array: the one check the api runs too. With S3 configured (S3_BUCKET and the rest):
 *   release-cli.ts published <package> <version>
 * prints `{ status, message, published }`, whether the release is in the bucket, and
 *   release-cli.ts publish <package> <version> <folder>
 * uploads the build in the folder as that release, unless it is in the bucket already.
 */
import { REMOTE_NAMES, sharedVersionProblems, type RemoteName } from '../contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { HttpError } from '../http-errors';
import { activateRelease } from './activation';
import {
  closeReleaseBucket,
  RELEASE_MANIFEST,
  RELEASES_KEY_PREFIX,
  releaseBucketOf,
  releaseFileOf,
} from './bucket';
import { publishRelease } from './bucket/publish';
import { registerRelease } from './registry';

/** Who the history names for what this command does. */
export const COMMAND_ACTOR = 'release command';

const USAGE =
  'usage: release-cli.ts register <remote_name> <version> <manifest URL> | activate <remote_name> <version> | check-shared | published <package> <version> | publish <package> <version> <folder>';

/** The bucket's side of a release: whether it is there, or uploading it. */
async function withBucket(command: 'published' | 'publish', args: string[]) {
  const config = loadConfig();
  const bucket = releaseBucketOf(config);
  if (!bucket) throw new Error('S3_BUCKET is not set: releases are not kept in a bucket');
  const [pkg = '', version = '', folder] = args;
  if (!releaseFileOf(`${pkg}/${version}/${RELEASE_MANIFEST}`)) throw new Error(USAGE);
  const where = `s3://${config.s3!.bucket}/${RELEASES_KEY_PREFIX}${pkg}/${version}/`;
  try {
    if (command === 'published') {
      const published = (await bucket.filesOf(`${pkg}/${version}`)) !== undefined;
      const message = `${pkg} ${version} is ${published ? '' : 'not '}in ${where}`;
      process.stdout.write(`${JSON.stringify({ status: 200, message, published })}\n`);
      return;
    }
    if (!folder) throw new Error(USAGE);
    const outcome = await publishRelease(bucket, folder, pkg, version);
    const message = outcome.published
      ? `published ${outcome.files} files to ${where}`
      : `${pkg} ${version} is in ${where} already: left as it is`;
    process.stdout.write(`${JSON.stringify({ status: 200, message })}\n`);
  } finally {
    closeReleaseBucket(config);
  }
}

async function checkShared() {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const { shell, remote } = JSON.parse(text) as Record<'shell' | 'remote', object>;
  process.stdout.write(JSON.stringify(sharedVersionProblems(shell, remote)));
}

async function withDatabase(
  run: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<string>,
) {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const message = await run(database);
    process.stdout.write(`${JSON.stringify({ status: 200, message })}\n`);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    process.stdout.write(
      `${JSON.stringify({ status: error.statusCode, message: error.message })}\n`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, remote, version, manifestUrl] = process.argv.slice(2);
  if (command === 'check-shared') return checkShared();
  if (command === 'published' || command === 'publish') {
    return withBucket(command, process.argv.slice(3));
  }
  const known = !!remote && (REMOTE_NAMES as string[]).includes(remote) && !!version;
  const config = loadConfig();
  if (command === 'register' && known && manifestUrl) {
    // A release in the bucket is read from there (its manifest), through a client closed after.
    return withDatabase((database) =>
      registerRelease(database, config, {
        remote: remote as RemoteName,
        version,
        manifestUrl,
        actor: COMMAND_ACTOR,
      }),
    ).finally(() => closeReleaseBucket(config));
  }
  if (command === 'activate' && known) {
    return withDatabase((database) =>
      activateRelease(database, config, {
        remote: remote as RemoteName,
        version,
        actor: COMMAND_ACTOR,
      }),
    );
  }
  throw new Error(USAGE);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
