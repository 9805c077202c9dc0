import type { Readable } from 'node:stream';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { S3Storage, s3ClientOf, type ReadOptions, type ReadResult } from '../../uploads/storage';
import { RELEASES_KEY_PREFIX, releaseKeyOf, type ReleaseFile } from './release-paths';
import { ReleaseFilesUnavailableError } from './unavailable';

/** The file whose presence marks a release folder as complete: it is published last. */
export const RELEASE_MANIFEST = 'mf-manifest.json';
/** Folder listings kept per instance (releases never change once complete). */
const KEPT_LISTINGS = 64;

export interface PutOptions {
  contentType: string;
  contentEncoding?: string;
  cacheControl?: string;
}

/** A file's bytes were over the limit given. */
export class TooLarge extends Error {}

async function bytesOf(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new TooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The releases of `npm run release` in the S3 bucket of the uploads (S3_BUCKET and the rest),
 * under `releases/<package>/<version>/`: every instance serves the same files. A folder counts
 * once its mf-manifest.json is there; its listing is then kept, as a release never changes.
 */
export class ReleaseBucket {
  readonly publicUrl: string | undefined;
  private readonly bucket: string;
  private readonly objects: S3Storage;
  private readonly listings = new Map<string, ReadonlySet<string>>();
  private readonly listing = new Map<string, Promise<ReadonlySet<string> | undefined>>();

  constructor(
    config: S3Config,
    private readonly client: S3Client = s3ClientOf(config),
  ) {
    this.bucket = config.bucket;
    this.publicUrl = config.publicUrl;
    this.objects = new S3Storage(config, client);
  }

  /** The file names (paths below the folder) of a complete release folder, else undefined. */
  async filesOf(folder: string): Promise<ReadonlySet<string> | undefined> {
    const kept = this.listings.get(folder);
    if (kept) return kept;
    let pending = this.listing.get(folder);
    if (!pending) {
      pending = this.list(folder).finally(() => this.listing.delete(folder));
      this.listing.set(folder, pending);
    }
    const names = await pending;
    if (names?.has(RELEASE_MANIFEST)) {
      if (this.listings.size >= KEPT_LISTINGS) this.listings.clear();
      this.listings.set(folder, names);
      return names;
    }
    return undefined;
  }

  private async list(folder: string): Promise<ReadonlySet<string>> {
    const prefix = `${RELEASES_KEY_PREFIX}${folder}/`;
    const names = new Set<string>();
    let token: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) names.add(object.Key.slice(prefix.length));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      throw new ReleaseFilesUnavailableError(error);
    }
    return names;
  }

  /** One stored file, as uploads are read (If-None-Match, HEAD); a bucket failure is a 503. */
  async open(file: ReleaseFile, options: ReadOptions = {}): Promise<ReadResult> {
    try {
      return await this.objects.read(releaseKeyOf(file), options);
    } catch (error) {
      throw new ReleaseFilesUnavailableError(error);
    }
  }

  /** A file's bytes (a manifest, a first-paint module), undefined when it is not stored. */
  async bytes(file: ReleaseFile, maxBytes: number): Promise<Buffer | undefined> {
    const result = await this.open(file);
    if (result.status !== 'found' || !result.body) return undefined;
    try {
      return await bytesOf(result.body, maxBytes);
    } catch (error) {
      if (error instanceof TooLarge) throw error;
      throw new ReleaseFilesUnavailableError(error);
    }
  }

  async put(file: ReleaseFile, bytes: Buffer, options: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: releaseKeyOf(file),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
        ContentEncoding: options.contentEncoding,
        CacheControl: options.cacheControl,
      }),
    );
  }

  /** The URL browsers load a stored file from when S3_PUBLIC_URL is set. */
  publicUrlOf(file: ReleaseFile): string | undefined {
    return this.publicUrl && `${this.publicUrl}/${releaseKeyOf(file)}`;
  }

  close(): void {
    this.client.destroy();
  }
}
