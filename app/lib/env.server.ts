import { z } from 'zod'

const flag = z.enum(['0', '1', 'true', 'false', '']).optional().transform((value) => value === '1' || value === 'true')
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: int(3000),
    // The address to listen on; unset, every interface (Node's default). The demo sets 127.0.0.1.
    HOST: z.string().trim().min(1).optional(),
    DATABASE_URI: z
      .string()
      .default('file:./data/app.db')
      .refine((value) => /^(file:|mongodb(\+srv)?:\/\/|libsql:|https?:)/.test(value), 'must start with file:, mongodb:// or mongodb+srv://'),
    PAYLOAD_SECRET: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    SERVER_URL: z.string().url().optional(),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().positive().optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_SECURE: flag,
    EMAIL_FROM: z.string().default('noreply@rolemodels.example.nz'),
    EMAIL_FROM_NAME: z.string().default('Inspiring the Future Aotearoa'),
    OUTBOX_DIR: z.string().default('data/outbox'),
    MEDIA_DIR: z.string().default('data/media'),
    // Photos in an S3-compatible bucket instead of MEDIA_DIR (app/lib/media-storage.server.ts).
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_REGION: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag,
    S3_PREFIX: z.string().optional(),
    SEED_DEMO: flag,
    DEV_SSO: flag,
    // The development identity provider beyond loopback needs both (server/listen-address.ts).
    DEV_SSO_ON_NETWORK: flag,
    DEV_SSO_ON_NETWORK_CONFIRM: z.string().optional(),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_SCOPES: z.string().default('openid email profile'),
    OIDC_SCHOOL_CLAIM: z.string().default('moe_institution_number'),
    OIDC_ROLE_CLAIM: z.string().default('roles'),
    OIDC_REQUIRED_ROLE: z.string().default('role-models-programme'),
    RATE_LIMIT_WINDOW_MS: int(15 * 60 * 1000),
    RATE_LIMIT_AUTH_PER_IP: int(100),
    RATE_LIMIT_AUTH_PER_ACCOUNT: int(10),
    RATE_LIMIT_FORMS_PER_IP: int(60),
    TRUST_PROXY: z.string().default('loopback'),
    // JSON log lines at this level and above (app/lib/logger.server.ts).
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Backups (app/lib/backup.server.ts): where, and how often the scheduled job makes one (0: never).
    BACKUP_DIR: z.string().default('data/backups'),
    BACKUP_EVERY_HOURS: z.coerce.number().int().min(0).default(24),
    // On SIGTERM/SIGINT, how long requests in flight and a running job get before the process stops anyway.
    SHUTDOWN_GRACE_MS: int(25_000),
    // Admission control (server/admission.ts, decision 0044): requests worked on at once; the longest a request may
    // wait for its turn before it is answered 503 (at once, when the wait can be foreseen).
    MAX_CONCURRENT_REQUESTS: int(8),
    MAX_QUEUE_WAIT_MS: int(2_000),
    // Pages render in a worker thread (decision 0021) unless this is 'off'.
    RENDER_THREAD: z.enum(['on', 'off']).default('on'),
    // Human verification (reCAPTCHA v3) on role-model sign-up: optional; the honeypot is always on.
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    // Tests only: SQLite with text ids like MongoDB's, its schema pushed from the config (decision 0060).
    TEXT_IDS: flag,
  })
  .superRefine((env, ctx) => {
    if (env.TEXT_IDS && env.NODE_ENV !== 'test') ctx.addIssue({ code: 'custom', path: ['TEXT_IDS'], message: 'is for the test suite only (NODE_ENV=test)' })
    // `next build` evaluates the config without runtime secrets; the server checks them when it starts.
    if (env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return
    for (const name of ['PAYLOAD_SECRET', 'SESSION_SECRET'] as const) {
      if (!env[name] || env[name]!.length < 32) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production (at least 32 characters)' })
      }
    }
  })

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string; SESSION_SECRET: string; SERVER_URL: string }

/** Raised when the environment is unusable; its message is one line fit for the console. */
export class EnvError extends Error {}

let cached: Env | undefined

/** Parses process.env once. Development gets fixed, clearly-named secrets so a fresh clone starts. */
export function getEnv(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')
    throw new EnvError(`Invalid configuration: ${problems}`)
  }
  const env = parsed.data
  cached = {
    ...env,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET || 'development-only-payload-secret-change-me',
    SESSION_SECRET: env.SESSION_SECRET || 'development-only-session-secret-change-me',
    SERVER_URL: env.SERVER_URL || `http://localhost:${env.PORT}`,
  }
  return cached
}

export const isMongo = (uri: string) => /^mongodb(\+srv)?:\/\//.test(uri)
