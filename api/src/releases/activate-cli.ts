/**
 * `node --import tsx api/src/releases/activate-cli.ts <remote_name> <version> <manifest URL>`
 * (run by `npm run release -- --activate`): switches every instance on DATABASE_URL to it.
 * `... activate-cli.ts check-shared` reads `{ shell, remote }` (two mf-manifest.json) on stdin and
 * writes the shared-version problems as a JSON array: the one check the api runs too.
 */
import { REMOTE_NAMES, sharedVersionProblems, type RemoteName } from '../contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { activateRemote } from './live-remotes';

async function checkShared() {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const { shell, remote } = JSON.parse(text) as Record<'shell' | 'remote', object>;
  process.stdout.write(JSON.stringify(sharedVersionProblems(shell, remote)));
}

async function main() {
  if (process.argv[2] === 'check-shared') return checkShared();
  const [remote, version, manifestUrl] = process.argv.slice(2);
  if (!remote || !(REMOTE_NAMES as string[]).includes(remote) || !version || !manifestUrl) {
    throw new Error('usage: activate-cli.ts <remote_name> <version> <manifest URL>');
  }
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await activateRemote(database, { remote: remote as RemoteName, version, manifestUrl });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
