// CPU time the hypervisor gave to other guests while this machine wanted it ("steal" in
// /proc/stat), as a share of all CPU time over a stretch of the run. On a shared host it swings
// from run to run and even from second to second; a figure measured while it was high is the
// host's, not the code's. Linux only: elsewhere the meter answers null.
import { readFileSync } from 'node:fs';
import { round } from './stats.mjs';

/** The all-CPU line of /proc/stat: total jiffies and the steal column, or null. */
function readCpuTimes() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] };
  } catch {
    return null;
  }
}

/** Starts a meter; the function it answers gives the steal share (%) since then, or null. */
export function startStealMeter() {
  const start = readCpuTimes();
  return () => {
    const end = readCpuTimes();
    if (!start || !end || end.total <= start.total) return null;
    return round((100 * (end.steal - start.steal)) / (end.total - start.total), 1);
  };
}
