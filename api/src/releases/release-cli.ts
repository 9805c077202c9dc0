/**
 * The release registry from the command line (run by `npm run release` when DATABASE_URL is set):
 *   release-cli.ts register <remote_name> <version> <manifest URL>
 *   release-cli.ts activate <remote_name> <version>
 * each print one JSON line `{ status, message }` with the status the api would answer.
 *   release-cli.ts check-shared
 * reads `{ shell, remote }` (two mf-manifest.json) on stdin and writes the shared-version problems
 * as a JSON array: the one check the api runs too.
 */
import { REMOTE_NAMES, sharedVersionProblems, type RemoteName } from '../contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { HttpError } from '../plugins/errors';
import { activateRelease } from './activation';
import { registerRelease } from './registry';

/** Who the history names for what this command does. */
export const COMMAND_ACTOR = 'release command';

const USAGE =
  'usage: release-cli.ts register <remote_name> <version> <manifest URL> | activate <remote_name> <version> | check-shared';

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
  const known = !!remote && (REMOTE_NAMES as string[]).includes(remote) && !!version;
  const config = loadConfig();
  if (command === 'register' && known && manifestUrl) {
    return withDatabase((database) =>
      registerRelease(database, config, {
        remote: remote as RemoteName,
        version,
        manifestUrl,
        actor: COMMAND_ACTOR,
      }),
    );
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
