import pino, { type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/**
 * One JSON line per event on stdout (pipe through `npx pino-pretty` to read it by eye). Secrets
 * are redacted by path as a second line of defence: request logs never include headers anyway.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'cookie',
        'token',
        'apiKey',
        'api_key',
        '*.cookie',
        '*.token',
        '*.apiKey',
        'headers',
        '*.headers',
      ],
      censor: '[redacted]',
    },
  });
}
