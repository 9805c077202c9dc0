/**
 * .env.example documents every environment variable the repository's code reads: the api's
 * (its schema, api/src/env-schema.ts) and every read by name in the sources of the api, the
 * scripts, the bench, the end-to-end suite, the front ends and the tests. A new read fails here
 * until it is listed; a listed variable nothing reads fails too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENV_NAMES } from '../src/env-schema';

const ROOT = path.resolve(__dirname, '..', '..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-types',
  '.git',
  'data',
  'releases',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const THIS_FILE = path.relative(ROOT, __filename);
/**
 * Files allowed to read variables by a computed name, with the reason: none of them reads
 * configuration.
 */
const COMPUTED_READS_ALLOWED: Record<string, string> = {
  'api/src/env-file.ts': 'sets the variables a .env file names, whichever they are',
  'api/test/deploy-files.test.ts': "reads compose's environment of a service, not its own",
  'api/test/multi-instance/api-process.ts':
    'hands a child process the system variables it needs (PATH, HOME, TMPDIR, LANG, TZ)',
};

/** The system's own variables: read to run programs, not configuration to document. */
const SYSTEM_VARIABLES = new Set(['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']);

const NAME = '[A-Z][A-Z0-9_]*';
/** The environment object: `process.env`, or any `env` (a parameter, `config.env`). */
const ENV = String.raw`(?:\bprocess\.env|\benv)`;
/** A read by name; `process.env.NAME = value` sets it for a child and is no read. */
const BY_NAME = new RegExp(String.raw`${ENV}(?:\?\.|\.)(${NAME})\b(?!\s*=[^=])`, 'g');
const BY_KEY = new RegExp(String.raw`${ENV}\s*\[\s*(['"\`])(${NAME})\1\s*\]`, 'g');
const COMPUTED = new RegExp(String.raw`${ENV}\s*\[(?!\s*(['"\`])${NAME}\1\s*\])`, 'g');
const DESTRUCTURED = new RegExp(String.raw`\{([^{}]*)\}\s*=\s*${ENV}\b`, 'g');

interface Read {
  name: string;
  where: string;
}

/** The variables `source` reads by name, and where it reads one by a computed name. */
function readsIn(source: string, file: string): { reads: Read[]; computed: string[] } {
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const reads: Read[] = [];
  const add = (name: string, index: number) =>
    reads.push({ name, where: `${file}:${lineOf(index)}` });
  for (const match of source.matchAll(BY_NAME)) add(match[1]!, match.index);
  for (const match of source.matchAll(BY_KEY)) add(match[2]!, match.index);
  for (const match of source.matchAll(DESTRUCTURED)) {
    for (const part of match[1]!.split(',')) {
      const name = part.split(/[:=]/)[0]!.trim();
      if (new RegExp(`^${NAME}$`).test(name)) add(name, match.index);
    }
  }
  const computed = [...source.matchAll(COMPUTED)].map((match) => `${file}:${lineOf(match.index)}`);
  return { reads, computed };
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every variable .env.example names, set or commented out (`NAME=` or `# NAME=`). */
function listedInExample(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  return new Set([...text.matchAll(new RegExp(`^#?\\s*(${NAME})=`, 'gm'))].map((m) => m[1]!));
}

function scanRepository() {
  const reads: Read[] = ENV_NAMES.map((name) => ({ name, where: 'api/src/env-schema.ts' }));
  const computed: string[] = [];
  for (const file of sourceFiles(ROOT)) {
    const relative = path.relative(ROOT, file).split(path.sep).join('/');
    if (relative === THIS_FILE) continue;
    const found = readsIn(fs.readFileSync(file, 'utf8'), relative);
    reads.push(...found.reads);
    if (!COMPUTED_READS_ALLOWED[relative]) computed.push(...found.computed);
  }
  return { reads, computed };
}

describe('the environment scan', () => {
  it('finds reads by name, by key and by destructuring, and reads by a computed name, not writes', () => {
    const source = [
      'const a = process.env.ALPHA;',
      "const b = env['BRAVO'] ?? config.env.CHARLIE;",
      'const { DELTA, ECHO: echo, FOXTROT = 1 } = process.env;',
      'const g = options.env?.GOLF;',
      'const h = process.env[name];',
      "process.env.HOTEL = 'set for a child';",
    ].join('\n');
    const { reads, computed } = readsIn(source, 'sample.ts');
    expect(reads.map((read) => read.name).sort()).toEqual([
      'ALPHA',
      'BRAVO',
      'CHARLIE',
      'DELTA',
      'ECHO',
      'FOXTROT',
      'GOLF',
    ]);
    expect(reads.find((read) => read.name === 'GOLF')?.where).toBe('sample.ts:4');
    expect(computed).toEqual(['sample.ts:5']);
  });
});

describe('.env.example', () => {
  const { reads, computed } = scanRepository();
  const listed = listedInExample();

  it('lists every variable the code reads', () => {
    const missing = reads.filter(
      (read) => !listed.has(read.name) && !SYSTEM_VARIABLES.has(read.name),
    );
    expect(missing.map((read) => `${read.name} (read at ${read.where})`)).toEqual([]);
  });

  it('lists only variables the code reads', () => {
    const read = new Set(reads.map((entry) => entry.name));
    expect([...listed].filter((name) => !read.has(name))).toEqual([]);
  });

  it('has no read by a computed name, which it could not check', () => {
    expect(computed).toEqual([]);
  });
});
