import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { backfillVariants } from '../src/uploads/backfill';
import { withStoredImages } from '../src/uploads/store-image';
import { LocalStorage, S3Storage, s3ClientOf, type ImageStorage } from '../src/uploads/storage';
import { VARIANT_SUFFIXES } from '../src/uploads/variants';
import { keysIn, startS3, type TestS3 } from './helpers/s3-server';
import { testConfig } from './helpers/test-app';

/** Everything one stored image is written as. */
const SUFFIXES = ['.webp', '-thumb.webp', ...VARIANT_SUFFIXES];

const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString() === 'ftypavif';
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';

/** A photo-like JPEG (noise, so the encoders have detail to work on). */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#9c7a45',
      noise: { type: 'gaussian', mean: 128, sigma: 16 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

let s3: TestS3;
const tmpDirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-variants-test-'));
  tmpDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(storage: ImageStorage, key: string): Promise<Buffer> {
  const result = await storage.read(key);
  if (result.status !== 'found' || !result.body) throw new Error(`${key} is ${result.status}`);
  const chunks: Buffer[] = [];
  for await (const chunk of result.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Width and format of every file of the stored image at `key`, by suffix. */
async function filesOf(storage: ImageStorage, key: string) {
  const files: Record<string, { width: number; height: number; format: string }> = {};
  for (const suffix of SUFFIXES) {
    const bytes = await bytesOf(storage, key.replace(/\.webp$/, suffix));
    const meta = await sharp(bytes).metadata();
    const format = isAvif(bytes) ? 'avif' : isWebp(bytes) ? 'webp' : 'other';
    files[suffix] = { width: meta.width, height: meta.height, format };
  }
  return files;
}

/** An image as uploads were stored before variants: the WebP and its thumbnail only. */
async function storeOldStyle(storage: ImageStorage, key: string, width: number, height: number) {
  const image = sharp(await photo(width, height));
  const full = await image.clone().webp({ quality: 82 }).toBuffer();
  const thumb = await image.clone().resize({ width: 320 }).webp({ quality: 75 }).toBuffer();
  await storage.put(key, full, 'image/webp');
  await storage.put(key.replace(/\.webp$/, '-thumb.webp'), thumb, 'image/webp');
}

describe.each(['local', 's3'] as const)('images stored on the %s driver', (driver) => {
  let storage: ImageStorage;
  let stored: (prefix: string) => Promise<string[]>;
  beforeAll(() => {
    if (driver === 'local') {
      const dir = tmpDir();
      storage = new LocalStorage(dir);
      stored = async (prefix) => {
        const folder = path.join(dir, prefix);
        return fs.existsSync(folder)
          ? fs
              .readdirSync(folder)
              .map((name) => `${prefix}${name}`)
              .sort()
          : [];
      };
    } else {
      const client = s3ClientOf(s3.config);
      storage = new S3Storage(s3.config, client);
      stored = (prefix) => keysIn(client, s3.config.bucket, prefix);
    }
  });
  afterAll(() => storage.close());

  it('are written in 4 widths as WebP and AVIF beside the image and its thumbnail', async () => {
    const [key] = await withStoredImages([await photo(2000, 1500)], storage, async (urls) =>
      urls.map((url) => url.replace('/uploads/', '')),
    );
    expect(key).toMatch(/^u\/[0-9a-f-]{36}\.webp$/);
    const files = await filesOf(storage, key!);
    expect(files).toEqual({
      '.webp': { width: 1600, height: 1200, format: 'webp' },
      '-thumb.webp': { width: 320, height: 240, format: 'webp' },
      '-320.webp': { width: 320, height: 240, format: 'webp' },
      '-640.webp': { width: 640, height: 480, format: 'webp' },
      '-960.webp': { width: 960, height: 720, format: 'webp' },
      '-1600.webp': { width: 1600, height: 1200, format: 'webp' },
      '-320.avif': { width: 320, height: 240, format: 'avif' },
      '-640.avif': { width: 640, height: 480, format: 'avif' },
      '-960.avif': { width: 960, height: 720, format: 'avif' },
      '-1600.avif': { width: 1600, height: 1200, format: 'avif' },
    });
    const served = await storage.read(key!.replace('.webp', '-640.avif'), { metaOnly: true });
    expect(served).toMatchObject({ status: 'found', meta: { contentType: 'image/avif' } });
  });

  it('are never wider than the original, and a tall image keeps its own width', async () => {
    const small = await sharp({
      create: { width: 500, height: 400, channels: 4, background: '#c9a96e80' },
    })
      .png()
      .toBuffer();
    const keys = await withStoredImages([small, await photo(900, 2000)], storage, async (urls) =>
      urls.map((url) => url.replace('/uploads/', '')),
    );
    const widths = async (key: string) =>
      Object.fromEntries(
        Object.entries(await filesOf(storage, key)).map(([suffix, file]) => [suffix, file.width]),
      );
    expect(await widths(keys[0]!)).toEqual({
      '.webp': 500,
      '-thumb.webp': 320,
      '-320.webp': 320,
      '-640.webp': 500,
      '-960.webp': 500,
      '-1600.webp': 500,
      '-320.avif': 320,
      '-640.avif': 500,
      '-960.avif': 500,
      '-1600.avif': 500,
    });
    // The stored image fits 1600 x 1600 as before; the variants go by width.
    expect(await widths(keys[1]!)).toEqual({
      '.webp': 720,
      '-thumb.webp': 320,
      '-320.webp': 320,
      '-640.webp': 640,
      '-960.webp': 900,
      '-1600.webp': 900,
      '-320.avif': 320,
      '-640.avif': 640,
      '-960.avif': 900,
      '-1600.avif': 900,
    });
  });

  it('leave nothing behind when storing fails half-way or `use` refuses', async () => {
    const before = await stored('u/');
    let puts = 0;
    const failing: ImageStorage = Object.assign(Object.create(storage) as ImageStorage, {
      put: (key: string, bytes: Buffer, type: string) => {
        puts += 1;
        if (puts === 15) return Promise.reject(new Error('disk full'));
        return storage.put(key, bytes, type);
      },
      remove: (keys: string[]) => storage.remove(keys),
    });
    const image = await photo(800, 600);
    const use = jest.fn(async () => 'stored');
    await expect(withStoredImages([image, image], failing, use)).rejects.toThrow('disk full');
    expect(use).not.toHaveBeenCalled();
    expect(await stored('u/')).toEqual(before);

    const refused = withStoredImages([image], storage, async () => {
      expect((await stored('u/')).length).toBe(before.length + SUFFIXES.length);
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect(await stored('u/')).toEqual(before);
  });

  it('are backfilled for stored images without them, once, and a stopped run is finished', async () => {
    const prefix = `bf${driver}`;
    const oldUpload = `u/${crypto.randomUUID()}.webp`;
    const seeded = `seed/${prefix}-brand-rolex.webp`;
    const halfDone = `u/${crypto.randomUUID()}.webp`;
    const broken = `u/${crypto.randomUUID()}.webp`;
    await storeOldStyle(storage, oldUpload, 2000, 1500);
    await storeOldStyle(storage, seeded, 800, 600);
    await storeOldStyle(storage, halfDone, 1000, 1000);
    // A run that stopped after a few files: the set is not marked complete.
    await storage.put(halfDone.replace('.webp', '-320.webp'), Buffer.from('partial'), 'image/webp');
    await storage.put(broken, Buffer.from('not an image'), 'image/webp');

    const lines: string[] = [];
    const first = await backfillVariants(storage, { log: (line) => lines.push(line) });
    expect(first.failed).toEqual([{ key: broken, reason: expect.any(String) }]);
    expect(lines.join('\n')).toContain(`${broken}: not backfilled`);
    expect(first.written).toBeGreaterThanOrEqual(3);

    const oldFiles = await filesOf(storage, oldUpload);
    expect(oldFiles['-640.avif']).toEqual({ width: 640, height: 480, format: 'avif' });
    expect(oldFiles['-1600.webp']).toEqual({ width: 1600, height: 1200, format: 'webp' });
    // The stored image and its thumbnail are left as they were.
    expect(oldFiles['-thumb.webp']).toEqual({ width: 320, height: 240, format: 'webp' });
    const seedFiles = await filesOf(storage, seeded);
    expect(seedFiles['-960.avif']).toEqual({ width: 800, height: 600, format: 'avif' });
    expect((await filesOf(storage, halfDone))['-320.webp']).toEqual({
      width: 320,
      height: 320,
      format: 'webp',
    });

    const again = await backfillVariants(storage);
    expect(again).toEqual({ images: first.images, written: 0, failed: first.failed });
    // Variants are not taken for images of their own.
    expect(first.images).toBe(
      (await stored('u/')).filter((key) => /^u\/[0-9a-f-]{36}\.webp$/.test(key)).length +
        (await stored('seed/')).filter((key) => !/-(thumb|\d+)\.(webp|avif)$/.test(key)).length,
    );
  });
});

describe('listing the S3 bucket', () => {
  it('lists the keys of one folder, not of the folders inside it', async () => {
    const client = s3ClientOf(s3.config);
    const storage = new S3Storage(s3.config, client);
    try {
      const folder = `list-${crypto.randomBytes(3).toString('hex')}/`;
      const keys = Array.from({ length: 5 }, (_, i) => `${folder}k${i}.webp`);
      for (const key of keys) await storage.put(key, Buffer.from('x'), 'image/webp');
      await storage.put(`${folder}sub/deeper.webp`, Buffer.from('x'), 'image/webp');
      const listed: string[] = [];
      for await (const key of storage.list(folder)) listed.push(key);
      expect(listed.sort()).toEqual(keys);
    } finally {
      storage.close();
    }
  });

  // s3rver's continuation tokens need DES, which Node 24's OpenSSL no longer has: the pages are
  // played by a stand-in client here.
  it('asks for the next page until the listing is complete', async () => {
    const asked: { MaxKeys?: number; ContinuationToken?: string }[] = [];
    const pages = [
      {
        Contents: [{ Key: 'u/a.webp' }, { Key: 'u/b.webp' }],
        IsTruncated: true,
        NextContinuationToken: 't1',
      },
      { Contents: [{ Key: 'u/c.webp' }], IsTruncated: false },
    ];
    const client = {
      send: async (command: { input: { MaxKeys?: number; ContinuationToken?: string } }) => {
        asked.push({
          MaxKeys: command.input.MaxKeys,
          ContinuationToken: command.input.ContinuationToken,
        });
        return pages[asked.length - 1];
      },
    } as unknown as S3Client;
    const storage = new S3Storage(s3.config, client);
    const listed: string[] = [];
    for await (const key of storage.list('u/', 2)) listed.push(key);
    expect(listed).toEqual(['u/a.webp', 'u/b.webp', 'u/c.webp']);
    expect(asked).toEqual([
      { MaxKeys: 2, ContinuationToken: undefined },
      { MaxKeys: 2, ContinuationToken: 't1' },
    ]);
  });
});

describe('serving a variant that is not written yet', () => {
  const name = crypto.randomUUID();
  const base = `u/${name}.webp`;
  const s3Env = {
    S3_BUCKET: '',
    S3_ENDPOINT: '',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  };

  it.each(['local', 's3', 'cdn'] as const)(
    'sends the browser to what the markup loaded before (%s)',
    async (mode) => {
      const dir = tmpDir();
      const env =
        mode === 'local'
          ? {}
          : {
              ...s3Env,
              S3_BUCKET: s3.config.bucket,
              S3_ENDPOINT: s3.config.endpoint!,
              ...(mode === 'cdn' ? { S3_PUBLIC_URL: 'https://cdn.example.com/img' } : {}),
            };
      const app = await buildApp({ logger: false, env, config: testConfig(dir) });
      try {
        await storeOldStyle(app.storage, base, 1200, 900);
        const done = `u/${crypto.randomUUID()}.webp`;
        await storeOldStyle(app.storage, done, 700, 500);
        await app.storage.put(done.replace('.webp', '-640.avif'), Buffer.from('a'), 'image/avif');

        const small = await app.inject({ method: 'GET', url: `/uploads/u/${name}-640.avif` });
        expect(small.statusCode).toBe(302);
        expect(small.headers.location).toBe(`/uploads/u/${name}-thumb.webp`);
        expect(small.headers['cache-control']).toBe('no-cache');
        const large = await app.inject({ method: 'GET', url: `/uploads/u/${name}-1600.webp` });
        expect(large.statusCode).toBe(302);
        expect(large.headers.location).toBe(`/uploads/${base}`);

        const present = await app.inject({
          method: 'GET',
          url: `/uploads/${done.replace('.webp', '-640.avif')}`,
        });
        if (mode === 'cdn') {
          expect(present.statusCode).toBe(301);
          expect(present.headers.location).toBe(
            `https://cdn.example.com/img/${done.replace('.webp', '-640.avif')}`,
          );
        } else {
          expect(present.statusCode).toBe(200);
          expect(present.headers['content-type']).toBe('image/avif');
        }
        // Anything else missing is still a 404.
        const other = await app.inject({ method: 'GET', url: `/uploads/u/${name}-500.webp` });
        expect(other.statusCode).toBe(mode === 'cdn' ? 301 : 404);
      } finally {
        await app.close();
      }
    },
  );
});
