import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PasswordCost } from './shared/passwords';

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
  /**
   * Demo mode: SMS codes land in an outbox, captcha answers are kept, and the demo QR provider confirms
   * sign-ins. The hooks that read them answer loopback clients only (see gateway/http/loopback.ts).
   */
  demo: boolean;
  /**
   * Whether start-up seeds the demo tenants into an empty database. Their accounts have a published password
   * (the administrator's too), so only in demo mode or when SEED_DEMO=1 asks for them (decision 45).
   */
  seedDemo: boolean;
  /**
   * Which proxies in front of the gateway are believed about X-Forwarded-For/-Host/-Proto: none (false), the
   * nearest n hops, or the proxies at these addresses/CIDRs. Never "every hop": a client could then name itself.
   */
  trustProxy: TrustProxy;
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

export type TrustProxy = false | number | string[];

/**
 * The setting as Fastify's `trustProxy` option. A hop count goes as a function: Fastify takes a bare number to
 * mean "trust nothing" (it cannot check the nearest peer), and here it means the nearest n proxies are believed.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address, hop) => hop < setting;
  return setting;
}

/** proxy-addr's named ranges, which Fastify accepts beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^[0-9]{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 (no proxy), a hop count (1 = one proxy: the address it saw is the client), or a
 * comma-separated list of proxy addresses/CIDRs. Anything else is refused, `true` included.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === '0') return false;
    if (/^[0-9]+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return hops;
    } else {
      const list = value.split(',').map((v) => v.trim());
      if (list.every(isProxyAddress)) return list;
    }
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is neither a hop count (0, 1, 2, …) nor a comma-separated list of proxy addresses or CIDRs`,
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    NODE_ENV: z.string().optional(),
    DEMO: z.enum(['0', '1'], { message: 'DEMO must be 0 or 1' }).optional(),
    SEED_DEMO: z
      .enum(['0', '1'], {
        message: 'SEED_DEMO must be 0 (never seed the demo) or 1 (seed the demo into an empty database)',
      })
      .optional(),
    TRUST_PROXY: trustProxySetting,
    STATIC_DIR: z.string().min(1).default('dist'),
    MEDIA_DIR: z.string().min(1).optional(),
    PRAXIS_SECRET: z.string().min(16, 'PRAXIS_SECRET must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((e) => !(e.NODE_ENV === 'production' && e.DEMO === '1'), {
    path: ['DEMO'],
    message: 'DEMO=1 cannot be used with NODE_ENV=production (the demo hooks never run in production)',
  });

/**
 * The demo is on for `npm start` on a developer's machine and off in a real deployment: always in production
 * mode, and on a PostgreSQL server unless DEMO=1 asks for a private demo there. DEMO=0 turns it off anywhere.
 */
function demoMode(nodeEnv: string | undefined, databaseUrl: string | undefined, demo: '0' | '1' | undefined) {
  if (nodeEnv === 'production' || demo === '0') return false;
  return demo === '1' || databaseUrl === undefined;
}

/**
 * The demo tenants go into an empty database in demo mode, or anywhere SEED_DEMO=1 asks for them (benchmarks
 * and tests run the production build on throw-away data); never by default in a real deployment.
 */
function seedDemoSetting(demo: boolean, seedDemo: '0' | '1' | undefined): boolean {
  return seedDemo === undefined ? demo : seedDemo === '1';
}

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
  const demo = demoMode(e.NODE_ENV, e.DATABASE_URL, e.DEMO);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demo,
    seedDemo: seedDemoSetting(demo, e.SEED_DEMO),
    trustProxy: e.TRUST_PROXY,
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
