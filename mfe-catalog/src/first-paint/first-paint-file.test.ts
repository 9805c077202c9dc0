import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  FIRST_PAINT_FILE,
  FIRST_PAINT_MANIFEST_FIELD,
  type FirstPaintManifestEntry,
} from 'shared-contracts';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const common = require('../../../webpack.common.js') as {
  FIRST_PAINT_FILE: string;
  FIRST_PAINT_MANIFEST_FIELD: string;
};

const DIST = path.join(__dirname, '..', '..', 'dist');
const MANIFEST = path.join(DIST, 'mf-manifest.json');
const BUILD_CONFIG = path.join(__dirname, '..', '..', '..', 'webpack.common.js');

/** A production build made with the current build config (a dev or older build says nothing). */
const built =
  fs.existsSync(MANIFEST) &&
  fs.existsSync(path.join(DIST, FIRST_PAINT_FILE)) &&
  fs.statSync(MANIFEST).mtimeMs >= fs.statSync(BUILD_CONFIG).mtimeMs;

describe("the catalog's first-paint build", () => {
  it('writes the file and the manifest field the api looks for (webpack.common.js cannot import the contract)', () => {
    expect(common.FIRST_PAINT_FILE).toBe(FIRST_PAINT_FILE);
    expect(common.FIRST_PAINT_MANIFEST_FIELD).toBe(FIRST_PAINT_MANIFEST_FIELD);
  });

  (built ? it : it.skip)(
    'names its first-paint file in the built manifest with its sha256, in every copy',
    () => {
      const text = fs.readFileSync(MANIFEST);
      const manifest = JSON.parse(text.toString('utf8')) as Record<string, unknown>;
      const code = fs.readFileSync(path.join(DIST, FIRST_PAINT_FILE));
      expect(manifest[FIRST_PAINT_MANIFEST_FIELD]).toEqual<FirstPaintManifestEntry>({
        path: FIRST_PAINT_FILE,
        sha256: createHash('sha256').update(code).digest('hex'),
      });
      // The api serves the precompressed copies as they are: they must say the same.
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${MANIFEST}.br`)).equals(text)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${MANIFEST}.gz`)).equals(text)).toBe(true);
    },
  );
});
