/** The compressed copies a build carries beside a file (webpack.common.js PrecompressPlugin). */
export const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type CopyEncoding = (typeof COPIES)[number]['encoding'];

/** The encodings an Accept-Encoding header allows (q above 0), lower-cased. */
function accepted(header: string | undefined): Set<string> {
  const allowed = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (token && (q === undefined || Number(q) > 0)) allowed.add(token);
  }
  return allowed;
}

/**
 * The stored name to send for `file`: its brotli copy, else its gzip copy when the client takes
 * it and the release has it, else the file itself. `varies`: copies exist (Vary: Accept-Encoding).
 */
export function storedVariant(
  file: string,
  names: ReadonlySet<string>,
  acceptEncoding: string | undefined,
): { name: string; encoding?: CopyEncoding; varies: boolean } {
  const copies = COPIES.filter(({ suffix }) => names.has(`${file}${suffix}`));
  const allowed = accepted(acceptEncoding);
  const chosen = copies.find(({ encoding }) => allowed.has(encoding) || allowed.has('*'));
  return chosen
    ? { name: `${file}${chosen.suffix}`, encoding: chosen.encoding, varies: true }
    : { name: file, varies: copies.length > 0 };
}

/** The file a stored name is a copy of (`remoteEntry.js` for `remoteEntry.js.br`), with its encoding. */
export function originalOf(name: string): { file: string; encoding?: CopyEncoding } {
  const copy = COPIES.find(({ suffix }) => name.endsWith(suffix));
  return copy
    ? { file: name.slice(0, -copy.suffix.length), encoding: copy.encoding }
    : { file: name };
}
