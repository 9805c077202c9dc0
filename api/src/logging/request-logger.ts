import type { FastifyBaseLogger, LogLevel } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Leveled = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/** False only when `logger` says `level` is off (Fastify's no-op logger cannot say). */
export const levelEnabled = (logger: FastifyBaseLogger, level: string): boolean =>
  (logger as Leveled).isLevelEnabled?.(level) !== false;

/**
 * A request's logger whose pino child (its bindings serialised) is made on the first line written
 * at an enabled level: at LOG_LEVEL=warn most requests write none, and making one per request was
 * a measurable part of a bare route's time. Lines carry the same request id as an eager child's.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Leveled,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): LogLevel {
    return (this.made ?? this.parent).level as LogLevel;
  }

  set level(level: LogLevel) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return levelEnabled(this.made ?? this.parent, level);
  }

  private write(method: Method, args: unknown[]): void {
    if (!this.isLevelEnabled(method)) return;
    (this.logger[method] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: lazy for the usual request; a route with its own log level or
 * serialisers gets its child at once.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}
