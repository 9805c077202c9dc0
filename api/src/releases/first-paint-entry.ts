import { FIRST_PAINT_MANIFEST_FIELD, type FirstPaintManifestEntry } from '../contracts';

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Folders and a file name below the manifest's folder: no scheme, no `/` first, no `.` or `..`. */
const BELOW_MANIFEST = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;

/**
 * A manifest's FIRST_PAINT_MANIFEST_FIELD: undefined when it has none, null when it is malformed
 * (a path that leaves the manifest's folder, a hash that is not 64 lowercase hex digits).
 */
export function firstPaintEntryOf(manifest: unknown): FirstPaintManifestEntry | null | undefined {
  if (manifest === null || typeof manifest !== 'object') return undefined;
  const entry = (manifest as Record<string, unknown>)[FIRST_PAINT_MANIFEST_FIELD];
  if (entry === undefined) return undefined;
  const { path, sha256 } = (entry ?? {}) as Partial<Record<keyof FirstPaintManifestEntry, unknown>>;
  const valid =
    typeof path === 'string' &&
    BELOW_MANIFEST.test(path) &&
    typeof sha256 === 'string' &&
    SHA256_HEX.test(sha256);
  return valid ? { path, sha256 } : null;
}
