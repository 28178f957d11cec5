import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

type Bindings = Record<string, unknown>;
/** Fastify's logger type leaves out pino's isLevelEnabled, which every pino logger has. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;

/**
 * Fastify's `childLoggerFactory`: a request's logger whose pino child (its `reqId` binding serialised, its object
 * made) is made only when the request writes a line at an enabled level. Fastify makes one per request; at the
 * production level (warn) almost none writes, and the child cost ≈ 1 % of a signed session call's server CPU
 * (issue 14 item 8). A line, when written, is the child's own: same bindings, same redaction, same serializers. A route
 * with its own level or serializers (options given) gets its child at once, as before.
 */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyChild(logger as Logger, bindings) as unknown as FastifyBaseLogger;
}

class LazyChild {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): Logger {
    return (this.made ??= this.parent.child(this.bindings) as Logger);
  }

  /** The level the child has (its parent's until one is set on it). */
  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if ((this.made ?? this.parent).isLevelEnabled(level)) (this.logger[level] as Write)(...args);
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
}

/**
 * Fastify's per-request lines ("incoming request", "request completed") are info lines: at the production level
 * (warn) they are never written, yet Fastify builds each one's object (and reads the reply's elapsed time) on every
 * call. This controller asks the request's logger first; a line at an enabled level, and every error, is logged as
 * Fastify logs it.
 */
export class LevelAwareLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (infoOn(request.log)) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || infoOn(reply.log)) super.requestCompleted(error, request, reply);
  }
}

/** Whether a logger writes info lines; one without isLevelEnabled is asked nothing and logs as before. */
function infoOn(log: FastifyBaseLogger): boolean {
  const { isLevelEnabled } = log as Partial<Logger>;
  return typeof isLevelEnabled !== 'function' || isLevelEnabled.call(log, 'info');
}
