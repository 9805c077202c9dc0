import type { AppConfig } from '../../config';
import type { ImageStorage } from './image-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

export type { ImageStorage, ObjectMeta, ReadOptions, ReadResult } from './image-storage';
export { isValidKey, UPLOADS_PREFIX, urlOfKey } from './keys';
export { STORAGE_UNAVAILABLE, StorageUnavailableError } from './unavailable';
export { LocalStorage } from './local-storage';
export { S3Storage, s3ClientOf } from './s3-storage';

/** S3 when the config names a bucket (S3_BUCKET), else the local uploads directory. */
export function createStorage(config: AppConfig): ImageStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.uploadsDir);
}
