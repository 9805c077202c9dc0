import { FIRST_PAINT_FILE } from 'shared-contracts';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const common = require('../../../webpack.common.js') as { FIRST_PAINT_FILE: string };

describe("the catalog's first-paint build", () => {
  it('writes the file the api looks for (webpack.common.js cannot import the contract)', () => {
    expect(common.FIRST_PAINT_FILE).toBe(FIRST_PAINT_FILE);
  });
});
