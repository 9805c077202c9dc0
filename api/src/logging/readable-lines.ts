/** Where log lines go: process.stdout, or any writer (a test's). */
export interface LogStream {
  write(line: string): unknown;
}

const LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every record has, or that a request's line already says in its message. */
const UNSHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

const shown = (value: unknown) =>
  typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);

/** One pino JSON record as a short line: `12:04:05 INFO  message key=value`, then any stack. */
export function readableLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(record.time) || Date.now()).toTimeString().slice(0, 8);
  const label = (LABELS[Number(record.level)] ?? 'LOG').padEnd(5);
  const fields = Object.entries(record)
    .filter(([key]) => !UNSHOWN.has(key))
    .map(([key, value]) => ` ${key}=${shown(value)}`);
  const err = record.err as { message?: string; stack?: string } | undefined;
  const detail = err ? `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}` : '';
  return `${time} ${label} ${String(record.msg ?? '')}${fields.join('')}${detail}\n`;
}

/** Development's log output: readable lines written to `target` instead of JSON. */
export function readableLines(target: LogStream = process.stdout): LogStream {
  return { write: (json: string) => target.write(readableLine(json)) };
}
