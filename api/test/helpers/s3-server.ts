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
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, with one fresh bucket, files in a tmp dir. */
export async function startS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-s3rver-'));
  const bucket = `reluxe-test-${crypto.randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every key in the bucket under `prefix`, sorted. */
export async function keysIn(client: S3Client, bucket: string, prefix = ''): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
