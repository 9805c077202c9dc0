import fs from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from '../../cache-control';
import { contentTypeOf } from './content-types';
import { originalOf } from './encodings';
import { RELEASE_MANIFEST, type ReleaseBucket } from './release-bucket';

/** Uploads at a time. */
const PARALLEL_UPLOADS = 8;

export type Published =
  { published: true; files: number } | { published: false; reason: 'in the bucket already' };

/** Every file below `dir`, as paths relative to it with `/` separators. */
function filesBelow(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesBelow(dir, name);
    return entry.isFile() ? [name] : [];
  });
}

/** The manifest and its compressed copies go last: the folder counts once they are there. */
const isManifest = (name: string) => originalOf(name).file === RELEASE_MANIFEST;

async function uploadAll(bucket: ReleaseBucket, dir: string, folder: string, names: string[]) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < names.length; i = next++) {
      const name = names[i]!;
      const { file, encoding } = originalOf(name);
      await bucket.put({ folder, file: name }, fs.readFileSync(path.join(dir, name)), {
        contentType: contentTypeOf(file),
        contentEncoding: encoding,
        cacheControl: cacheControlFor(file),
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, names.length) }, worker));
}

/**
 * Uploads the build in `dir` as the release `<pkg>/<version>`, each file with the Content-Type,
 * Content-Encoding and Cache-Control it is served with (a CDN in front of the bucket sends them as
 * they are). A release is immutable: one already in the bucket is left as it is.
 */
export async function publishRelease(
  bucket: ReleaseBucket,
  dir: string,
  pkg: string,
  version: string,
): Promise<Published> {
  const folder = `${pkg}/${version}`;
  if (await bucket.filesOf(folder)) return { published: false, reason: 'in the bucket already' };
  const names = filesBelow(dir);
  if (!names.includes(RELEASE_MANIFEST)) throw new Error(`${dir} has no ${RELEASE_MANIFEST}`);
  await uploadAll(
    bucket,
    dir,
    folder,
    names.filter((name) => !isManifest(name)),
  );
  const manifests = names.filter(isManifest);
  await uploadAll(
    bucket,
    dir,
    folder,
    manifests.filter((name) => name !== RELEASE_MANIFEST),
  );
  await uploadAll(bucket, dir, folder, [RELEASE_MANIFEST]);
  return { published: true, files: names.length };
}
