// Bundle budgets: measures each front-end package's built dist/ (gzip level 9) and compares it with
// bench/budgets.json. Fails (exit 1) when a value exceeds its budget by more than the tolerance
// (10%). Prints the table either way. `--write` rewrites the budgets from the current builds,
// rounded up by 5% (run it after a fresh `npm run build`).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRONT_END_PACKAGES, ROOT } from './front-end-packages.mjs';

const BUDGETS_FILE = join(ROOT, 'bench', 'budgets.json');

/**
 * The file the browser loads first: main.js for the shell; for a remote, its remote entry, named
 * by its build's hash and found through its mf-manifest.json.
 */
function entryOf(pkg, dist) {
  if (pkg === 'shell') return 'main.js';
  const manifest = join(dist, 'mf-manifest.json');
  // Without a manifest the build is missing: the check below says so.
  if (!existsSync(manifest)) return 'mf-manifest.json';
  return JSON.parse(readFileSync(manifest, 'utf8')).metaData.remoteEntry.name;
}

const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * @param {string} pkg
 * @returns {{ entry: { file: string, gzip: number }, largestChunk: { file: string, gzip: number } }}
 */
export function measurePackage(pkg) {
  const dist = join(ROOT, pkg, 'dist');
  const entry = entryOf(pkg, dist);
  if (!existsSync(join(dist, entry))) {
    throw new Error(`${pkg}/dist/${entry} is missing: run \`npm run build\` first`);
  }
  let largestChunk = { file: '-', gzip: 0 };
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js') || file === entry) continue;
    const gzip = gzipBytes(join(dist, file));
    if (gzip > largestChunk.gzip) largestChunk = { file, gzip };
  }
  return { entry: { file: entry, gzip: gzipBytes(join(dist, entry)) }, largestChunk };
}

function writeBudgets(measured) {
  const roundUp = (bytes) => Math.ceil((bytes * 1.05) / 100) * 100;
  const packages = Object.fromEntries(
    Object.entries(measured).map(([pkg, m]) => [
      pkg,
      { entryGzip: roundUp(m.entry.gzip), largestChunkGzip: roundUp(m.largestChunk.gzip) },
    ]),
  );
  const budgets = {
    description:
      'gzip -9 bytes of each front-end package: its entry (main.js for the shell, remoteEntry.js ' +
      'for a remote) and its largest other chunk. Checked by scripts/check-bundle-budgets.mjs; a ' +
      'value more than `tolerance` over its budget fails `npm test`. Regenerate with ' +
      '`node scripts/check-bundle-budgets.mjs --write` after a fresh build (adds 5% headroom).',
    tolerance: 0.1,
    measuredAt: new Date().toISOString(),
    packages,
  };
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`wrote ${BUDGETS_FILE}`);
  return budgets;
}

const pad = (value, width, right = false) =>
  right ? String(value).padStart(width) : String(value).padEnd(width);

function printTable(rows) {
  const header = [
    'package',
    'what',
    'file',
    'gzip B',
    'budget B',
    'limit B',
    'of budget',
    'status',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => pad(c, widths[i], i >= 3 && i <= 6))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function main() {
  const started = Date.now();
  const measured = {};
  try {
    for (const pkg of FRONT_END_PACKAGES) measured[pkg] = measurePackage(pkg);
  } catch (error) {
    console.error(`bundle budgets: ${error.message}`);
    process.exit(1);
  }
  const budgets = process.argv.includes('--write')
    ? writeBudgets(measured)
    : JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
  const tolerance = budgets.tolerance ?? 0.1;

  const rows = [];
  const failures = [];
  for (const [pkg, m] of Object.entries(measured)) {
    const budget = budgets.packages[pkg];
    for (const [what, key, value] of [
      ['entry', 'entryGzip', m.entry],
      ['largest chunk', 'largestChunkGzip', m.largestChunk],
    ]) {
      const limit = budget ? Math.floor(budget[key] * (1 + tolerance)) : 0;
      const ok = budget !== undefined && value.gzip <= limit;
      const share = budget ? `${((100 * value.gzip) / budget[key]).toFixed(1)}%` : 'no budget';
      rows.push([pkg, what, value.file, value.gzip, budget?.[key] ?? '-', limit || '-', share]);
      rows.at(-1).push(ok ? 'ok' : 'OVER');
      if (!ok) failures.push(`${pkg} ${what} (${value.file}): ${value.gzip} B > ${limit} B`);
    }
  }
  printTable(rows);
  const seconds = ((Date.now() - started) / 1000).toFixed(2);
  if (failures.length > 0) {
    console.error(
      `\nbundle budgets FAILED (more than ${tolerance * 100}% over budget, or no budget):\n` +
        failures.map((f) => `  - ${f}`).join('\n') +
        '\nShrink the bundle, or if the growth is intended, raise its budget in bench/budgets.json ' +
        'and say why in the commit.',
    );
    process.exit(1);
  }
  console.log(`\nbundle budgets ok (tolerance ${tolerance * 100}%, ${seconds} s)`);
}

main();
