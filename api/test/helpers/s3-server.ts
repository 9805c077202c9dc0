import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

export interface TestS3 {
  /** The config of the running server's one bucket (s3rver's fixed credentials). */
  config: S3Config;
  /** Stops the server as an outage would, keeping its objects. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the objects it had. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, with one fresh bucket, files in a tmp dir. */
export async function startS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-s3rver-'));
  const bucket = `reluxe-test-${crypto.randomBytes(4).toString('hex')}`;
  const serve = async (port: number) => {
    const server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { server, port: (await server.run()).port };
  };
  const first = await serve(0);
  let running: S3rver | undefined = first.server;
  const stop = async () => {
    const server = running;
    running = undefined;
    if (!server) return;
    const closed = server.close();
    // Connections kept alive by clients are cut too, as when the service goes away.
    server.httpServer?.closeAllConnections();
    await closed;
  };
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${first.port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    stop,
    async restart() {
      await stop();
      running = (await serve(first.port)).server;
    },
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every key in the bucket under `prefix`, sorted. */
export async function keysIn(client: S3Client, bucket: string, prefix = ''): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
