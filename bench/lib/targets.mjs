// The product's performance targets, each checked against the measured value: met, missed (by how
// much), or not measured in this run.
import { comparedRows, SLOWER_BELOW, whereOf } from './baseline-compare.mjs';

const find = (api, kind, size, id) =>
  api?.runs.find((r) => r.kind === kind && r.size === size)?.endpoints.find((e) => e.id === id);

const usable = (entry) => entry && !entry.unavailable && entry.requests > 0;

/** The worst value of a Lighthouse metric over the pages, with the page it came from. */
function worstPage(frontend, key, higherIsBetter) {
  const results = frontend?.lighthouse?.results ?? frontend?.vitals?.results ?? [];
  if (results.length === 0) return {};
  const pick = results.reduce((worst, r) => {
    const better = higherIsBetter
      ? r.median[key] < worst.median[key]
      : r.median[key] > worst.median[key];
    return better ? r : worst;
  });
  return { value: pick.median[key], where: `worst of ${results.length} pages: ${pick.path}` };
}

function apiValue(api, size, id, field) {
  const entry = find(api, 'postgres', size, id);
  return usable(entry)
    ? { value: entry[field], where: `PostgreSQL, ${size.toLocaleString('en')}` }
    : {};
}

/** Ratio of p50 latency at 1M to 10k on PostgreSQL (cost growth with the catalogue). */
function growth(api, id) {
  const small = find(api, 'postgres', 10_000, id);
  const large = find(api, 'postgres', 1_000_000, id);
  if (!usable(small) || !usable(large)) return {};
  return {
    value: Number((large.p50 / small.p50).toFixed(2)),
    where: `p50 ${large.p50} / ${small.p50} ms`,
  };
}

/**
 * The lowest share (%) of one row's req/s in another's of the same run, over the runs of `kinds`:
 * a ratio within one run, so it holds from one host to the next.
 */
function worstShare(api, id, of, kinds = ['pglite', 'postgres']) {
  const shares = (api?.runs ?? [])
    .filter((run) => kinds.includes(run.kind))
    .map((run) => {
      const row = run.endpoints.find((e) => e.id === id);
      const base = run.endpoints.find((e) => e.id === of);
      return usable(row) && usable(base)
        ? { value: Number(((100 * row.reqPerSec) / base.reqPerSec).toFixed(1)), run }
        : undefined;
    })
    .filter(Boolean);
  if (shares.length === 0) return {};
  const worst = shares.reduce((a, b) => (b.value < a.value ? b : a));
  return { value: worst.value, where: `lowest of ${shares.length} run(s): ${whereOf(worst.run)}` };
}

/** The lowest this / baseline ratio of the judged rows (or of the rows `ids`) over every run. */
function worstAgainstBaseline(api, ids) {
  const rows = comparedRows(api).filter((r) => (ids ? ids.includes(r.entry.id) : r.judged));
  if (rows.length === 0) return {};
  const worst = rows.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  const slower = rows.filter((r) => r.slower).length;
  const count = ids ? '' : `, ${slower} of ${rows.length} rows below ${SLOWER_BELOW}x`;
  return {
    value: worst.ratio,
    where: `\`${worst.entry.id}\`, ${whereOf(worst)}, vs \`${api.baseline.rev}\`${count}`,
  };
}

function judge({ name, op, target, unit, value, where }) {
  if (value === undefined || value === null || Number.isNaN(value)) {
    return { name, op, target, unit, value: null, where, status: 'not measured' };
  }
  const met = op === '>=' ? value >= target : value <= target;
  const gap = Math.abs(value - target);
  const percent = target === 0 ? '' : ` (${((100 * gap) / target).toFixed(0)}%)`;
  const shown = Number.isInteger(gap) ? gap : gap.toFixed(2);
  return {
    name,
    op,
    target,
    unit,
    value,
    where,
    status: met ? 'met' : `missed by ${shown}${unit ? ` ${unit}` : ''}${percent}`,
  };
}

export function checkTargets({ frontend, api }) {
  const home = frontend?.jsBytes?.find((r) => r.path === '/');
  const adminBytes = frontend?.jsBytes?.reduce((sum, r) => sum + r.adminBytes, 0);
  const rows = [
    {
      name: 'Lighthouse performance (mobile)',
      op: '>=',
      target: 95,
      unit: '',
      ...worstPage(frontend, 'performance', true),
    },
    {
      name: 'Lighthouse accessibility',
      op: '>=',
      target: 95,
      unit: '',
      ...worstPage(frontend, 'accessibility', true),
    },
    { name: 'LCP', op: '<=', target: 1800, unit: 'ms', ...worstPage(frontend, 'lcpMs', false) },
    { name: 'CLS', op: '<=', target: 0.05, unit: '', ...worstPage(frontend, 'cls', false) },
    { name: 'TBT', op: '<=', target: 100, unit: 'ms', ...worstPage(frontend, 'tbtMs', false) },
    {
      name: 'JS on first load of / (gzip)',
      op: '<=',
      target: 207,
      unit: 'KB',
      value: home ? Number((home.gzip / 1024).toFixed(1)) : undefined,
      where: 'shell + catalog remote',
    },
    {
      name: 'admin-remote bytes on storefront routes',
      op: '<=',
      target: 0,
      unit: 'B',
      value: adminBytes,
      where: '/, /Items, /Items/{id}',
    },
    {
      name: 'list first page req/s',
      op: '>=',
      target: 1500,
      unit: 'req/s',
      ...apiValue(api, 100_000, 'list', 'reqPerSec'),
    },
    {
      name: 'list first page p99',
      op: '<=',
      target: 50,
      unit: 'ms',
      ...apiValue(api, 100_000, 'list', 'p99'),
    },
    {
      name: 'list first page req/s, database (no cache)',
      op: '>=',
      target: 1500,
      unit: 'req/s',
      ...apiValue(api, 100_000, 'listFresh', 'reqPerSec'),
    },
    {
      name: 'list first page p99, database (no cache)',
      op: '<=',
      target: 50,
      unit: 'ms',
      ...apiValue(api, 100_000, 'listFresh', 'p99'),
    },
    {
      name: 'product detail req/s',
      op: '>=',
      target: 3000,
      unit: 'req/s',
      ...apiValue(api, 100_000, 'details', 'reqPerSec'),
    },
    {
      name: 'product detail p99',
      op: '<=',
      target: 50,
      unit: 'ms',
      ...apiValue(api, 100_000, 'details', 'p99'),
    },
    {
      name: 'product search p95 at 100k',
      op: '<=',
      target: 30,
      unit: 'ms',
      ...apiValue(api, 100_000, 'search', 'p95'),
    },
    {
      name: 'product search p95 at 100k, database (no cache)',
      op: '<=',
      target: 30,
      unit: 'ms',
      ...apiValue(api, 100_000, 'searchFresh', 'p95'),
    },
    {
      name: 'brand search p95 at 100k',
      op: '<=',
      target: 30,
      unit: 'ms',
      ...apiValue(api, 100_000, 'brandSearch', 'p95'),
    },
    {
      name: 'product search p95 at 1M',
      op: '<=',
      target: 50,
      unit: 'ms',
      ...apiValue(api, 1_000_000, 'search', 'p95'),
    },
    {
      name: 'product search p95 at 1M, database (no cache)',
      op: '<=',
      target: 50,
      unit: 'ms',
      ...apiValue(api, 1_000_000, 'searchFresh', 'p95'),
    },
    // 'Did you mean ...?' is a search suggestion too: the same budget, on the database path.
    ...[
      [100_000, 30],
      [1_000_000, 50],
    ].map(([size, target]) => ({
      name: `spelling suggestion p95 at ${size === 100_000 ? '100k' : '1M'}, database (no cache)`,
      op: '<=',
      target,
      unit: 'ms',
      ...apiValue(api, size, 'spellingFresh', 'p95'),
    })),
    // Cost growth is a property of the queries: measured on the database path, not the cache.
    { name: 'list cost 1M / 10k', op: '<=', target: 2, unit: 'x', ...growth(api, 'listFresh') },
    {
      name: 'search cost 1M / 10k',
      op: '<=',
      target: 2,
      unit: 'x',
      ...growth(api, 'searchFresh'),
    },
    // The narrowed list (filters, price range, price sort), its facet counts and a search page.
    ...[
      ['listRefinedFresh', 'refined list page', 100],
      ['facetsFresh', 'facet counts', 150],
      ['searchListFresh', 'search page (q)', 150],
    ].flatMap(([id, name, target]) => [
      {
        name: `${name} p95 at 1M, database (no cache)`,
        op: '<=',
        target,
        unit: 'ms',
        ...apiValue(api, 1_000_000, id, 'p95'),
      },
      { name: `${name} cost 1M / 10k`, op: '<=', target: 2, unit: 'x', ...growth(api, id) },
    ]),
    // Shares and ratios within one run: they hold on any host, loaded or not.
    {
      name: '/api/health against a bare Fastify route',
      op: '>=',
      target: 70,
      unit: '%',
      ...worstShare(api, 'health', 'bare'),
    },
    {
      name: 'product detail against /api/health',
      op: '>=',
      target: 50,
      unit: '%',
      ...worstShare(api, 'details', 'health', ['postgres']),
    },
    {
      name: 'product search, database (no cache), against its baseline',
      op: '>=',
      target: 1,
      unit: 'x',
      ...worstAgainstBaseline(api, ['searchFresh']),
    },
    {
      name: 'slowest API row against its baseline',
      op: '>=',
      target: SLOWER_BELOW,
      unit: 'x',
      ...worstAgainstBaseline(api),
    },
  ];
  return rows.map(judge);
}
