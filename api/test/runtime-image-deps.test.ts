/**
 * The runtime image's packages, installed for real: the Dockerfile's `server-deps` stage is run
 * as written (its COPY and RUN lines) in a scratch folder, without Docker. Every package the
 * compiled api loads must be there, and nothing of the front end, the tests or the build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dockerfileStages } from './helpers/dockerfile';

const ROOT = path.resolve(__dirname, '..', '..');
const API_DIST = path.join(ROOT, 'api', 'dist');
/** What only the storefront, the tests or the build use. */
const NOT_FOR_THE_SERVER = [
  'react',
  'react-dom',
  'styled-components',
  'webpack',
  '@module-federation/enhanced',
  'typescript',
  'jest',
  'esbuild',
  'tsx',
  '@playwright/test',
  'lighthouse',
  'autocannon',
  'shared-contracts',
  'node',
];

/** Bare package names a compiled file loads (`require("x")`, `from 'x'`, `import("x")`). */
function packagesLoadedBy(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/\brequire\("([^".][^"]*)"\)/g),
    ...source.matchAll(/\bfrom\s*['"]([^'"./][^'"]*)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g),
  ].map((match) => match[1] as string);
  return [...new Set(specifiers.filter((name) => !name.startsWith('node:')))];
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 240_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

describe('the runtime image packages', () => {
  let scratch: string;
  beforeAll(() => {
    run(process.execPath, [path.join(ROOT, 'scripts', 'build-api.mjs'), '--if-needed'], ROOT);
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reluxe-server-deps-'));
    const stage = dockerfileStages(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).find(
      (candidate) => candidate.name === 'server-deps',
    );
    if (!stage) throw new Error('the Dockerfile has no server-deps stage');
    for (const { keyword, args } of stage.instructions) {
      if (keyword === 'COPY') {
        const parts = args.split(/\s+/);
        const target = path.join(scratch, parts.pop() as string);
        for (const source of parts) {
          const into = target.endsWith(path.sep) ? target : `${target}${path.sep}`;
          fs.mkdirSync(into, { recursive: true });
          fs.copyFileSync(path.join(ROOT, source), path.join(into, path.basename(source)));
        }
      } else if (keyword === 'RUN') {
        run('bash', ['-c', args], scratch);
      }
    }
  }, 300_000);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('holds every package the compiled api loads, resolvable from api/dist', () => {
    const files = ['main.js', 'seed-cli.js', 'release-cli.js', 'pglite-child.mjs'];
    const wanted = [
      ...new Set(files.flatMap((file) => packagesLoadedBy(path.join(API_DIST, file)))),
    ];
    expect(wanted).toEqual(expect.arrayContaining(['fastify', 'pg', 'sharp']));
    // Resolved as the api resolves them: from a file in the image's api/dist.
    const probe = `
      const { createRequire } = require('node:module');
      const requireFrom = createRequire(${JSON.stringify(path.join(scratch, 'api', 'dist', 'main.js'))});
      const missing = [];
      for (const name of ${JSON.stringify(wanted)}) {
        try { requireFrom.resolve(name); } catch { missing.push(name); }
      }
      console.log(JSON.stringify(missing));`;
    fs.mkdirSync(path.join(scratch, 'api', 'dist'), { recursive: true });
    expect(JSON.parse(run(process.execPath, ['-e', probe], scratch))).toEqual([]);
  });

  it('carries nothing of the storefront, the tests or the build', () => {
    const present = NOT_FOR_THE_SERVER.filter(
      (name) =>
        fs.existsSync(path.join(scratch, 'node_modules', name)) ||
        fs.existsSync(path.join(scratch, 'api', 'node_modules', name)),
    );
    expect(present).toEqual([]);
  });
});
