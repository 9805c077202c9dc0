import { STATIC_PATHS } from '../../contracts';
import { isValidKey } from '../../uploads/storage/keys';

/** Where releases live in the bucket: `releases/<package>/<version>/<file>`, beside the images. */
export const RELEASES_KEY_PREFIX = 'releases/';

/** A file of one release: its folder (`<package>/<version>`) and its path below that folder. */
export interface ReleaseFile {
  folder: string;
  file: string;
}

/** `<package>/<version>/<file...>` (what follows /releases/), or undefined for anything else. */
export function releaseFileOf(relativePath: string): ReleaseFile | undefined {
  if (!isValidKey(relativePath)) return undefined;
  const [pkg, version, ...rest] = relativePath.split('/');
  if (!pkg || !version || rest.length === 0) return undefined;
  return { folder: `${pkg}/${version}`, file: rest.join('/') };
}

/** The release file of a same-origin `/releases/...` URL (query and fragment ignored). */
export function releaseFileOfUrl(url: string): ReleaseFile | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(STATIC_PATHS.releases)) return undefined;
  return releaseFileOf(pathname.slice(STATIC_PATHS.releases.length));
}

export const releaseKeyOf = ({ folder, file }: ReleaseFile) =>
  `${RELEASES_KEY_PREFIX}${folder}/${file}`;

/** Keys of releases are not uploads: /uploads/ never serves them. */
export const isReleaseKey = (key: string) => key.startsWith(RELEASES_KEY_PREFIX);
