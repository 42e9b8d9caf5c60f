import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PasswordCost } from './http/passwords';

/** The repository (the gateway's media and assets live in it). */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the media files live unless MEDIA_DIR says otherwise. */
export const DEFAULT_MEDIA_DIR = resolve(REPO_ROOT, 'gateway/media');

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database (PGlite) keeps its files. */
  dataDir: string;
  /** PostgreSQL connection string; when set the embedded database is not used. */
  databaseUrl: string | undefined;
  /** Demo mode: the SMS outbox can be read and the demo QR provider confirms sign-ins. */
  demo: boolean;
  /** Honour X-Forwarded-Host / X-Forwarded-For (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** The built portal. */
  staticDir: string;
  /**
   * The media root: files served to members under granted addresses (videos, documents, the live loop).
   * Absent in hand-built configurations, which then use DEFAULT_MEDIA_DIR.
   */
  mediaDir?: string;
  /**
   * The scrypt cost of new password hashes; PASSWORD_COST when absent. No environment variable sets it, so a
   * deployment cannot weaken it: only tests pass a cheaper one, to sign in quickly.
   */
  passwordCost?: PasswordCost;
  /** PRAXIS_SECRET: seals the server's private key at rest (gateway/http/crypto.ts). */
  secret?: string | undefined;
  /** Injectable so tests can move time. */
  clock: () => Date;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  NODE_ENV: z.string().optional(),
  DEMO: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  STATIC_DIR: z.string().min(1).default('dist'),
  MEDIA_DIR: z.string().min(1).optional(),
  PRAXIS_SECRET: z.string().min(16, 'PRAXIS_SECRET must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Reads the configuration from environment variables; throws with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables mean "not set" (a common result of `FOO= cmd`).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demo: !(e.NODE_ENV === 'production' && e.DEMO !== '1'),
    trustProxy: e.TRUST_PROXY === '1',
    staticDir: e.STATIC_DIR,
    // A relative MEDIA_DIR is taken from the repository, so the gateway finds its media from any directory.
    mediaDir: e.MEDIA_DIR
      ? isAbsolute(e.MEDIA_DIR)
        ? e.MEDIA_DIR
        : resolve(REPO_ROOT, e.MEDIA_DIR)
      : DEFAULT_MEDIA_DIR,
    secret: e.PRAXIS_SECRET,
    clock: () => new Date(),
    logLevel: e.LOG_LEVEL,
  };
}
