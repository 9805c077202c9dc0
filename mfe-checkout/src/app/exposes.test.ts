import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from 'shared-contracts';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposes } = require('../../webpack.config.js') as { exposes: Record<string, string> };

describe('mfe-checkout exposes', () => {
  it('exposes exactly the modules the remote registry lists', () => {
    expect(Object.keys(exposes).sort()).toEqual([...REMOTES.mfe_checkout.exposes].sort());
  });

  it('points every exposed module at an existing file', () => {
    for (const file of Object.values(exposes)) {
      expect(existsSync(join(__dirname, '..', '..', file))).toBe(true);
    }
  });
});
