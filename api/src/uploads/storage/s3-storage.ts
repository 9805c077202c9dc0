import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import type { ImageStorage, ObjectMeta, ReadOptions, ReadResult } from './image-storage';
import { assertValidKey, isValidKey } from './keys';
import { StorageUnavailableError } from './unavailable';

/** A readiness probe waits this long for HeadBucket, not the SDK's retries and timeouts. */
const READY_TIMEOUT_MS = 2_000;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** A missing object (GetObject: NoSuchKey, HeadObject: a bare 404), not a missing bucket. */
const isMissing = (error: unknown) =>
  statusOf(error) === 404 && !(error instanceof Error && error.name === 'NoSuchBucket');

export function s3ClientOf(config: S3Config): S3Client {
  const agent = { keepAlive: true, maxSockets: 256 };
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer
    // default ones (CRC32 headers, aws-chunked uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails fast (a 503) instead of holding the request; a served image
    // holds its socket while the client downloads it, hence more sockets than the default 50.
    requestHandler: { connectionTimeout: 5_000, httpAgent: agent, httpsAgent: agent },
  });
}

/** Objects in one bucket of AWS S3 or any S3-compatible store (path-style addressing). */
export class S3Storage implements ImageStorage {
  readonly driver = 's3';
  readonly publicUrl: string | undefined;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    private readonly client: S3Client = s3ClientOf(config),
  ) {
    this.bucket = config.bucket;
    this.publicUrl = config.publicUrl;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }

  async remove(keys: string[]): Promise<void> {
    keys.forEach(assertValidKey);
    // One DeleteObject per key: DeleteObjects needs a checksum some S3-compatible stores reject,
    // and an upload removes at most a few keys.
    const results = await Promise.allSettled(
      keys.map((key) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
      ),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw new StorageUnavailableError(failed.reason);
  }

  async read(key: string, options: ReadOptions = {}): Promise<ReadResult> {
    if (!isValidKey(key)) return { status: 'missing' };
    const input = { Bucket: this.bucket, Key: key, IfNoneMatch: options.ifNoneMatch };
    try {
      if (options.metaOnly) {
        const head = await this.client.send(new HeadObjectCommand(input));
        return { status: 'found', meta: metaOf(head) };
      }
      const object = await this.client.send(new GetObjectCommand(input));
      return { status: 'found', meta: metaOf(object), body: object.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return { status: 'missing' };
      if (statusOf(error) === 304) {
        return { status: 'not-modified', meta: notModifiedMeta(error, options.ifNoneMatch) };
      }
      throw new StorageUnavailableError(error);
    }
  }

  /** `pageSize`: keys asked for at a time (S3 answers at most 1000). */
  async *list(prefix: string, pageSize = 1000): AsyncIterable<string> {
    assertValidKey(`${prefix}x`);
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            Delimiter: '/',
            MaxKeys: pageSize,
            ContinuationToken: token,
          }),
        );
      } catch (error) {
        throw new StorageUnavailableError(error);
      }
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** HeadBucket: the bucket exists and these credentials may use it. */
  async ready(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS),
    });
  }

  close(): void {
    this.client.destroy();
  }
}

interface S3Meta {
  ContentType?: string;
  ContentLength?: number;
  ETag?: string;
  LastModified?: Date;
}

function metaOf(output: S3Meta): ObjectMeta {
  return {
    contentType: output.ContentType ?? 'application/octet-stream',
    contentLength: output.ContentLength,
    etag: output.ETag,
    lastModified: output.LastModified,
  };
}

/**
 * A 304 comes back as an error: its ETag is the response's header, or else the one tag the request
 * sent (it matched), so the client's 304 still names the version it keeps.
 */
function notModifiedMeta(error: unknown, ifNoneMatch: string | undefined): ObjectMeta {
  const response = (error as { $response?: { headers?: Record<string, string> } }).$response;
  const sent = ifNoneMatch?.trim();
  const single = sent && !sent.includes(',') && sent !== '*' ? sent : undefined;
  return { contentType: 'application/octet-stream', etag: response?.headers?.etag ?? single };
}
