import sharp from 'sharp';
import { StorageUnavailableError, type ImageStorage } from './storage';
import { COMPLETE_MARK, encodeVariants, isBaseKey, keyWithSuffix } from './variants';

/** The folders of stored images: uploads and the demo catalogue. */
export const BACKFILL_PREFIXES = ['u/', 'seed/'] as const;
/** A stored image is at most 1600 x 1600 WebP; anything far larger is not one of ours. */
const MAX_SOURCE_BYTES = 32 * 1024 * 1024;

export interface BackfillReport {
  /** Stored images found. */
  images: number;
  /** Images whose variants were written by this run. */
  written: number;
  /** Images that could not be read, with the reason; the others are done all the same. */
  failed: { key: string; reason: string }[];
}

export interface BackfillOptions {
  prefixes?: readonly string[];
  /** Told of each image written or failed, and of progress. */
  log?: (line: string) => void;
}

async function bytesOf(storage: ImageStorage, key: string): Promise<Buffer | undefined> {
  const result = await storage.read(key);
  if (result.status !== 'found' || !result.body) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of result.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SOURCE_BYTES) {
      result.body.destroy();
      throw new Error(`larger than ${MAX_SOURCE_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Writes the variants of every stored image (`u/<name>.webp`, `seed/<name>.webp`) that lacks them,
 * made from the stored image itself. One image at a time, the listing read a page at a time, so
 * memory stays bounded. The complete set's last file is written last and checked first: a run
 * that stopped half-way (or a second run) redoes only the images it had not finished. A storage
 * failure stops the run (throws); an unreadable image is reported and skipped.
 */
export async function backfillVariants(
  storage: ImageStorage,
  { prefixes = BACKFILL_PREFIXES, log = () => undefined }: BackfillOptions = {},
): Promise<BackfillReport> {
  const report: BackfillReport = { images: 0, written: 0, failed: [] };
  for (const prefix of prefixes) {
    for await (const key of storage.list(prefix)) {
      if (!isBaseKey(key)) continue;
      report.images += 1;
      const mark = keyWithSuffix(key, COMPLETE_MARK);
      if ((await storage.read(mark, { metaOnly: true })).status === 'found') continue;
      let files;
      try {
        const bytes = await bytesOf(storage, key);
        if (!bytes) continue; // removed since it was listed
        files = await encodeVariants(sharp(bytes, { limitInputPixels: 60_000_000 }), {
          withBase: false,
        });
      } catch (error) {
        if (error instanceof StorageUnavailableError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        report.failed.push({ key, reason });
        log(`${key}: not backfilled (${reason})`);
        continue;
      }
      for (const file of files) {
        await storage.put(keyWithSuffix(key, file.suffix), file.bytes, file.contentType);
      }
      report.written += 1;
      if (report.written % 50 === 0) log(`${report.written} images backfilled so far`);
    }
  }
  return report;
}
