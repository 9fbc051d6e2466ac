import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/app-config';
import { serializeError } from './log-safe';

export type LogFormat = 'json' | 'pretty';

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: serializeError } };
  if (format === 'json') return pino(options);
  // Synchronous: no worker thread, and a line is on the terminal before the process may exit.
  return pino(options, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,requestId,context,status,ms', singleLine: false }));
}

/** JSON lines for log collectors in production; one readable line per event in development. */
export function createAppLogger(config: AppConfig): Logger {
  return createLogger(config.logLevel, config.nodeEnv === 'production' ? 'json' : 'pretty');
}

/** Routes Nest's own log lines into the same structured pino stream as the request logs. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
