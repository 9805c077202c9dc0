import type { Readable } from 'node:stream';

/** What a stored object says about itself when it is served. */
export interface ObjectMeta {
  contentType: string;
  contentLength?: number;
  /** Quoted, as sent in the ETag header. */
  etag?: string;
  lastModified?: Date;
}

export interface ReadOptions {
  /** The request's If-None-Match: a matching ETag answers `not-modified`, without the bytes. */
  ifNoneMatch?: string;
  /** Only the metadata (a HEAD request): no body is opened. */
  metaOnly?: boolean;
}

export type ReadResult =
  | { status: 'missing' }
  | { status: 'not-modified'; meta: ObjectMeta }
  | { status: 'found'; meta: ObjectMeta; body?: Readable };

/**
 * Where uploaded and seeded images live. Keys are what follows `/uploads/` in an image's URL
 * (`u/<uuid>.webp`, `seed/<name>.webp`); the database stores the URL, never the driver's location,
 * so stored URLs stay valid when the driver changes.
 */
export interface ImageStorage {
  readonly driver: 'local' | 's3';
  /** Set when the objects are the files of this directory: they are served from disk directly. */
  readonly directory?: string;
  /** Base URL browsers load the objects from (a CDN): `/uploads/<key>` redirects there. */
  readonly publicUrl?: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the keys; keys that do not exist are no error. */
  remove(keys: string[]): Promise<void>;
  read(key: string, options?: ReadOptions): Promise<ReadResult>;
  /**
   * The keys of the objects in one folder (`prefix` ends with `/`, as `u/`), in no set order,
   * read a page at a time: memory stays bounded however many objects there are.
   */
  list(prefix: string): AsyncIterable<string>;
  /** Resolves when the storage can be written (readiness); rejects with the reason otherwise. */
  ready(): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): void;
}
