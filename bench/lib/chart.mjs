// An SVG line chart of latency (p50, log scale) against catalogue size (log scale), one line per
// endpoint, one panel per database. Written by hand: no chart library.
const COLORS = ['#888888', '#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b'];
const PANEL = { width: 460, height: 320, left: 60, right: 15, top: 40, bottom: 45 };
const LEGEND_HEIGHT = 130;

const escape = (text) => String(text).replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const log10 = Math.log10;

function ticks(min, max) {
  const result = [];
  for (let e = Math.floor(log10(min)); e <= Math.ceil(log10(max)); e += 1) result.push(10 ** e);
  return result;
}

const sizeLabel = (n) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

function panel(title, series, x0, scale) {
  const { width, height, left, right, top, bottom } = PANEL;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const px = (size) =>
    x0 + left + ((log10(size) - scale.x[0]) / (scale.x[1] - scale.x[0] || 1)) * plotW;
  const py = (ms) =>
    top + plotH - ((log10(ms) - scale.y[0]) / (scale.y[1] - scale.y[0] || 1)) * plotH;
  const parts = [
    `<text x="${x0 + width / 2}" y="22" text-anchor="middle" font-weight="bold">${escape(title)}</text>`,
  ];
  for (const t of scale.yTicks) {
    parts.push(
      `<line x1="${x0 + left}" x2="${x0 + width - right}" y1="${py(t)}" y2="${py(t)}" stroke="#e5e5e5"/>`,
    );
    parts.push(`<text x="${x0 + left - 6}" y="${py(t) + 4}" text-anchor="end">${t} ms</text>`);
  }
  for (const s of scale.sizes) {
    parts.push(
      `<line x1="${px(s)}" x2="${px(s)}" y1="${top}" y2="${top + plotH}" stroke="#e5e5e5"/>`,
    );
    parts.push(
      `<text x="${px(s)}" y="${top + plotH + 18}" text-anchor="middle">${sizeLabel(s)}</text>`,
    );
  }
  parts.push(
    `<text x="${x0 + left + plotW / 2}" y="${height - 6}" text-anchor="middle">products in the catalogue</text>`,
  );
  series.forEach(({ points, color, dashed }) => {
    if (points.length === 0) return;
    const d = points
      .map(([s, ms], i) => `${i ? 'L' : 'M'}${px(s).toFixed(1)},${py(ms).toFixed(1)}`)
      .join(' ');
    const dash = dashed ? ' stroke-dasharray="5 4"' : '';
    parts.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="2"${dash}/>`);
    for (const [s, ms] of points)
      parts.push(
        `<circle cx="${px(s).toFixed(1)}" cy="${py(ms).toFixed(1)}" r="3" fill="${color}"/>`,
      );
  });
  return parts.join('\n');
}

/** @param {{ runs: object[] }} api the API suite's result */
export function latencyChart(api) {
  const kinds = [...new Set(api.runs.map((r) => r.kind))];
  const sizes = [...new Set(api.runs.map((r) => r.size))].sort((a, b) => a - b);
  const ids = [...new Set(api.runs.flatMap((r) => r.endpoints.map((e) => e.id)))];
  const labels = Object.fromEntries(
    api.runs.flatMap((r) => r.endpoints.map((e) => [e.id, e.label])),
  );
  const values = api.runs.flatMap((r) => r.endpoints.map((e) => e.p50)).filter((v) => v > 0);
  if (kinds.length === 0 || values.length === 0) return undefined;
  const yTicks = ticks(Math.min(...values), Math.max(...values));
  const scale = {
    x: [log10(sizes[0]), log10(sizes.at(-1))],
    y: [log10(yTicks[0]), log10(yTicks.at(-1))],
    yTicks,
    sizes,
  };
  const width = PANEL.width * kinds.length;
  const height = PANEL.height + LEGEND_HEIGHT;
  const panels = kinds.map((kind, k) => {
    const series = ids.map((id, i) => ({
      color: COLORS[i % COLORS.length],
      dashed: id === 'health',
      points: sizes
        .map((size) => [
          size,
          api.runs
            .find((r) => r.kind === kind && r.size === size)
            ?.endpoints.find((e) => e.id === id)?.p50,
        ])
        .filter(([, ms]) => ms > 0),
    }));
    const title = kind === 'pglite' ? 'embedded PGlite: p50 latency' : 'PostgreSQL: p50 latency';
    return panel(title, series, k * PANEL.width, scale);
  });
  const legend = ids.map((id, i) => {
    const y = PANEL.height + 10 + i * 17;
    return `<rect x="${PANEL.left}" y="${y - 9}" width="14" height="4" fill="${COLORS[i % COLORS.length]}"/><text x="${PANEL.left + 20}" y="${y}">${escape(labels[id])}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">
<rect width="${width}" height="${height}" fill="#ffffff"/>
${panels.join('\n')}
${legend.join('\n')}
</svg>
`;
}
