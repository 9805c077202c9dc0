// The embedded database: PGlite (with pg_trgm) in its own process, reached by the api through
// @electric-sql/pglite-socket and the ordinary `pg` driver. Started by ./database.ts with fork().
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.argv[2];
const maxConnections = Number(process.argv[3] ?? 16);
const changesChannel = process.argv[4];

const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
// PGlite has one backend: listening here, every connection hears the changes its own statements
// announce (the database's triggers), as a NotificationResponse after the statement.
if (changesChannel) await db.exec(`LISTEN ${changesChannel}`);
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
await server.start();
const port = Number(server.getServerConn().split(':').pop());

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  try {
    await server.stop();
    await db.close();
  } finally {
    process.exit(0);
  }
}

process.on('message', (message) => {
  if (message === 'shutdown') void shutdown();
});
// The parent went away (crash or exit): close the database cleanly.
process.on('disconnect', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
process.send?.({ ready: true, port });
