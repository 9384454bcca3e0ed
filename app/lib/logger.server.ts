import pino from 'pino'
import type { Logger } from 'pino'
import { getEnv } from './env.server'
import { redact, redactText } from './log-redaction'

let logger: Logger | undefined

/**
 * The process's one logger (pino): JSON lines on stdout at `LOG_LEVEL`, every line redacted (log-redaction.ts).
 * Payload logs through it too (cms/payload.config.ts). Decision 0029.
 */
export function log(): Logger {
  logger ??= pino({
    level: getEnv().LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => redact(object) as Record<string, unknown>,
    },
    serializers: { err: (error: unknown) => redact(error) },
    hooks: {
      // A message given as text is redacted as well.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>)
      },
    },
  })
  return logger
}
