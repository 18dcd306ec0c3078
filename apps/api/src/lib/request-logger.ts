import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level } from 'pino';
import type { Logger } from './logger.js';

type Log = (...args: unknown[]) => void;

/**
 * A request's logger: the child of the process's logger that carries the request's id, made
 * only once something is logged at a level that is on. Most requests log nothing beyond the
 * request lines, and a visitor's read answered from memory costs some tens of microseconds,
 * of which making a child logger (its bindings redacted and serialised) would be a tenth.
 */
class RequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger() {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  private log(level: Level, args: unknown[]) {
    if (this.parent.isLevelEnabled(level)) (this.logger[level] as Log).apply(this.logger, args);
  }

  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first needed. */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const logger = parent as Logger;
  // A route with a level of its own is rare: its logger is made at once.
  if (options.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
