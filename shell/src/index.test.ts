import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The build's list of shared singletons (CommonJS, outside the TypeScript project).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_SINGLETONS } = require('../../webpack.common.js') as {
  SHARED_SINGLETONS: string[];
};

describe('the entry', () => {
  it('evaluates ahead of the bootstrap only packages the platform shares, never a second copy', () => {
    const source = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]!);
    const packages = imported.filter((specifier) => !specifier.startsWith('.'));
    expect(packages.length).toBeGreaterThan(0);
    for (const specifier of packages) {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0]!;
      expect([specifier, SHARED_SINGLETONS.includes(name)]).toEqual([specifier, true]);
    }
  });
});
