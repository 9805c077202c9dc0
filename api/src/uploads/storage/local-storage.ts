import fs from 'node:fs';
import path from 'node:path';
import type { ImageStorage, ObjectMeta, ReadOptions, ReadResult } from './image-storage';
import { assertValidKey, isValidKey } from './keys';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Same form as @fastify/static's ETags, so both ways of serving a file agree. */
const etagOf = (stat: fs.Stats) =>
  `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/** The objects are the files under `directory` (config.uploadsDir), the key being their path. */
export class LocalStorage implements ImageStorage {
  readonly driver = 'local';

  constructor(readonly directory: string) {}

  private fileOf(key: string): string {
    assertValidKey(key);
    return path.join(this.directory, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, bytes);
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.promises.rm(this.fileOf(key), { force: true })));
  }

  async read(key: string, options: ReadOptions = {}): Promise<ReadResult> {
    if (!isValidKey(key)) return { status: 'missing' };
    const file = this.fileOf(key);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
      throw error;
    }
    if (!stat.isFile()) return { status: 'missing' };
    const meta: ObjectMeta = {
      contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      contentLength: stat.size,
      etag: etagOf(stat),
      lastModified: stat.mtime,
    };
    if (matches(options.ifNoneMatch, meta.etag!)) return { status: 'not-modified', meta };
    if (options.metaOnly) return { status: 'found', meta };
    return { status: 'found', meta, body: fs.createReadStream(file) };
  }

  async *list(prefix: string): AsyncIterable<string> {
    assertValidKey(`${prefix}x`);
    let directory: fs.Dir;
    try {
      directory = await fs.promises.opendir(path.join(this.directory, ...prefix.split('/')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of directory) {
      if (entry.isFile() && isValidKey(`${prefix}${entry.name}`)) yield `${prefix}${entry.name}`;
    }
  }

  async ready(): Promise<void> {
    // A fresh install has no uploads directory until the first upload makes it.
    await fs.promises.mkdir(this.directory, { recursive: true });
    await fs.promises.access(this.directory, fs.constants.W_OK);
  }

  close(): void {}
}
