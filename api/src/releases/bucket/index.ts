import type { AppConfig } from '../../config';
import { ReleaseBucket } from './release-bucket';

export { contentTypeOf } from './content-types';
export { originalOf, storedVariant } from './encodings';
export { RELEASE_MANIFEST, ReleaseBucket, TooLarge } from './release-bucket';
export {
  isReleaseKey,
  releaseFileOf,
  releaseFileOfUrl,
  RELEASES_KEY_PREFIX,
  type ReleaseFile,
} from './release-paths';
export { RELEASE_FILES_UNAVAILABLE, ReleaseFilesUnavailableError } from './unavailable';

const buckets = new WeakMap<Pick<AppConfig, 's3'>, ReleaseBucket>();

/**
 * Where /releases/ comes from: the bucket when S3 is configured (one client per app's config,
 * closed with the app by closeReleaseBucket), else undefined: RELEASES_DIR on disk.
 */
export function releaseBucketOf(config: Pick<AppConfig, 's3'>): ReleaseBucket | undefined {
  if (!config.s3) return undefined;
  let bucket = buckets.get(config);
  if (!bucket) {
    bucket = new ReleaseBucket(config.s3);
    buckets.set(config, bucket);
  }
  return bucket;
}

export function closeReleaseBucket(config: Pick<AppConfig, 's3'>): void {
  buckets.get(config)?.close();
  buckets.delete(config);
}
