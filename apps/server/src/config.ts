import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import type { QueueSettings } from './platform/notices/job-queue.ts';
import type { AdmissionLimits } from './platform/http/admission-gate.ts';
import type { OverloadLimits } from './platform/http/overload.ts';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './platform/access/tokens.ts';
import { loadStorageConfig, type StorageConfig } from './platform/files/storage-config.ts';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PG_NAMED_STATEMENTS=0: every statement unnamed, planned on each run (decision 134; on by default). */
  namedStatements: boolean;
  /**
   * PGLITE_QUICK_COMPILE=1: the embedded database's WebAssembly compiled quick first, then optimised where hot (V8's
   * default), instead of optimised once (decision 120): ~1.3 s less at start, ~40 MB more RSS. The browser suite's
   * servers, one per spec, use it (decision 107's amendment).
   */
  pgliteQuickCompile: boolean;
  /** DEMO_DATA=false: an empty database starts with the one-time setup address instead of the demo (issue 31). */
  demoData: boolean;
  /**
   * PARCEL_REMINDERS=false: no parcel reminders nor the syndic's monthly list in any condominium (decision 130); each
   * condominium still sets its own days. The browser journeys run with it off so a daytime run's outbox and timeline
   * hold only what the journey did.
   */
  parcelReminders: boolean;
  webDist: string;
  chatUrl: string | null;
  /** The external face-biometrics panel (issue 12, menu option 6). */
  biometricsPanelUrl: string | null;
  supportWhatsapp: string | null;
  supportPhone: string | null;
  nodeEnv: string;
  logLevel: string;
  /** Behind a reverse proxy, the client IP (used by the login limits) comes from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * SMS and e-mail go to the in-memory development outbox (shown at /dev/outbox) instead of a provider. Never on
   * when a real provider is configured, whatever DEV_OUTBOX says: a real message must not also sit in memory.
   */
  devOutbox: boolean;
  /** Secret that opens the outbox (page and API): DEV_OUTBOX_KEY, or a random one per start, printed at start. */
  devOutboxKey: string;
  /** Real SMS provider over HTTP (platform/notices/http-sms.ts); unset = SMS go to the development outbox. */
  smsHttp: { url: string; token: string | undefined; from: string | undefined } | undefined;
  /** Real e-mail over SMTP (platform/notices/smtp-email.ts): SMTP_URL and MAIL_FROM; unset = the development outbox. */
  smtp: { url: string; from: string } | undefined;
  /**
   * The only base of links sent to people (document links, invitations): PUBLIC_URL, or unset the address printed at
   * start (http://localhost:PORT). Never taken from a request's Host or X-Forwarded-Host (issue 28, decision 097).
   */
  publicUrl: string;
  /** HMAC secret of the ALTCHA challenges; unset = a random one per process (open challenges die on restart). */
  altchaSecret: string | undefined;
  /**
   * HMAC key of the parcels' pickup codes (PICKUP_CODE_SECRET, decision 127); unset = generated once and kept in
   * DATA_DIR. Several processes without a shared DATA_DIR must set it; changing it voids the codes of waiting parcels.
   */
  pickupCodeSecret: string | undefined;
  /** File storage (parcel photos): disk under dataDir by default, S3-compatible when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Password hashing (argon2) at once, and how many may wait; beyond that 503 (platform/http/work-gate.ts). */
  passwordWork: { concurrency: number; maxQueue: number };
  /** Memory for the serialized list answers kept per process (LIST_CACHE_MB, default 32; 0 turns it off). */
  listCacheBytes: number;
  /**
   * Seconds a token's looked-up context is kept per process (AUTH_CACHE_SECONDS, decision 132). Unset: 5 on the
   * embedded database (one process) or with REDIS_URL (changes reach the others over pub/sub), 0 (off) on PostgreSQL
   * without Redis, where other processes could not be told; set it there only for a single process.
   */
  authCacheSeconds: number | undefined;
  /**
   * On embedded PGlite (one query at a time), /api requests admitted at once, waiting, and how long one may wait
   * before a 503 with Retry-After (EMBEDDED_DB_MAX_ACTIVE, _MAX_WAITING, _MAX_WAIT_MS; decision 062).
   * null = no cap (EMBEDDED_DB_MAX_ACTIVE=0).
   */
  embeddedDbQueue: AdmissionLimits | null;
  /**
   * The notice queue (decision 086): NOTICE_DELIVERY (background | inline), NOTICE_POLL_MS, NOTICE_LEASE_MS,
   * NOTICE_RETRY_BASE_MS, NOTICE_MAX_ATTEMPTS, NOTICE_BATCH.
   */
  notices: QueueSettings;
  /** Shared counters (login limits, SMS caps, rate limits) in Redis when REDIS_URL is set; otherwise in memory (decision 087). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key (REDIS_PREFIX, default `portaria:`): several deployments or test runs may share one Redis. */
  redisPrefix: string;
  /** The shift: SESSION_MAX_MINUTES (default 720, fractions allowed, for tests of the end-of-shift warning) and the renewal grace (decision 096). */
  session: SessionPolicy;
  /** 503 + Retry-After when the process or the PostgreSQL pool is saturated (platform/http/overload.ts). */
  overload: OverloadLimits;
};

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// npm -w runs scripts inside apps/server; INIT_CWD is where the person typed the command.
const resolvePath = (value: string | undefined, fallback: string): string => {
  if (!value) return fallback;
  return isAbsolute(value) ? value : resolve(process.env.INIT_CWD ?? process.cwd(), value);
};

const nonNegative = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} inválido: ${value}`);
  return n;
};

const count = (value: string | undefined, fallback: number, name: string, min: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} inválido: ${value}`);
  return n;
};

/**
 * Heap in use past which requests get 503: 85 % of the process's heap limit (238 MB under `npm start`'s 256 MB old space,
 * decision 120), so a flood is refused in words before V8 runs out of heap and ends the process.
 */
const defaultMaxHeapMb = () => Math.floor((getHeapStatistics().heap_size_limit / 1_048_576) * 0.85);

const loadSession = (env: NodeJS.ProcessEnv): SessionPolicy => {
  const raw = env.SESSION_MAX_MINUTES;
  if (raw === undefined || raw === '') return DEFAULT_SESSION_POLICY;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`SESSION_MAX_MINUTES inválido: ${raw}`);
  return { ...DEFAULT_SESSION_POLICY, maxMs: Math.round(minutes * 60_000) };
};

const loadEmbeddedDbQueue = (env: NodeJS.ProcessEnv): AdmissionLimits | null => {
  const maxActive = count(env.EMBEDDED_DB_MAX_ACTIVE, 8, 'EMBEDDED_DB_MAX_ACTIVE', 0);
  if (maxActive === 0) return null;
  return {
    maxActive,
    maxWaiting: count(env.EMBEDDED_DB_MAX_WAITING, 64, 'EMBEDDED_DB_MAX_WAITING', 0),
    maxWaitMs: count(env.EMBEDDED_DB_MAX_WAIT_MS, 3000, 'EMBEDDED_DB_MAX_WAIT_MS', 0),
  };
};

const loadSmtp = (env: NodeJS.ProcessEnv): Config['smtp'] => {
  if (!env.SMTP_URL) return undefined;
  if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL inválida: use smtp://… ou smtps://…');
  if (!env.MAIL_FROM)
    throw new Error('MAIL_FROM é obrigatório com SMTP_URL (ex.: Portaria <nao-responda@exemplo.com.br>)');
  return { url: env.SMTP_URL, from: env.MAIL_FROM };
};

const loadPublicUrl = (value: string | undefined, port: number): string => {
  if (!value) return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL inválida: ${value} (use https://endereco.do.portaria, sem parâmetros)`);
  }
  return value.replace(/\/+$/, '');
};

const loadNotices = (env: NodeJS.ProcessEnv): QueueSettings => {
  const delivery = env.NOTICE_DELIVERY ?? 'background';
  if (delivery !== 'background' && delivery !== 'inline') throw new Error(`NOTICE_DELIVERY inválido: ${delivery}`);
  return {
    delivery,
    pollMs: count(env.NOTICE_POLL_MS, 1000, 'NOTICE_POLL_MS', 0),
    leaseMs: count(env.NOTICE_LEASE_MS, 60_000, 'NOTICE_LEASE_MS', 1),
    retryBaseMs: count(env.NOTICE_RETRY_BASE_MS, 60_000, 'NOTICE_RETRY_BASE_MS', 0),
    maxAttempts: count(env.NOTICE_MAX_ATTEMPTS, 5, 'NOTICE_MAX_ATTEMPTS', 1),
    batchSize: count(env.NOTICE_BATCH, 20, 'NOTICE_BATCH', 1),
  };
};

/** Demo support contacts, outside production only (SUPPORT_WHATSAPP / SUPPORT_PHONE unset). */
const DEMO_SUPPORT = { whatsapp: '5511999990000', phone: '551140040000' } as const;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválida: ${env.PORT}`);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const smsHttp = env.SMS_HTTP_URL
    ? { url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN || undefined, from: env.SMS_HTTP_FROM || undefined }
    : undefined;
  const smtp = loadSmtp(env);
  const wantsOutbox = env.DEV_OUTBOX ? env.DEV_OUTBOX === 'true' : nodeEnv !== 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolvePath(env.DATA_DIR, resolve(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    namedStatements: env.PG_NAMED_STATEMENTS !== '0',
    pgliteQuickCompile: env.PGLITE_QUICK_COMPILE === '1',
    demoData: env.DEMO_DATA !== 'false',
    parcelReminders: env.PARCEL_REMINDERS !== 'false',
    webDist: resolvePath(env.WEB_DIST, resolve(repoRoot, 'apps/web/dist')),
    // No placeholder number (issue 17): without CHAT_URL the widget says how to set it.
    chatUrl: env.CHAT_URL || null,
    biometricsPanelUrl: env.BIOMETRICS_PANEL_URL || null,
    // No made-up number in production (issue 28 §17): unset, the dialog says the condominium has not configured
    // them. Development and tests keep demo numbers so the demo's dialog has something to show (decision 101).
    supportWhatsapp: env.SUPPORT_WHATSAPP || (nodeEnv === 'production' ? null : DEMO_SUPPORT.whatsapp),
    supportPhone: env.SUPPORT_PHONE || (nodeEnv === 'production' ? null : DEMO_SUPPORT.phone),
    nodeEnv,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    devOutbox: wantsOutbox && !smsHttp,
    devOutboxKey: env.DEV_OUTBOX_KEY || randomBytes(24).toString('base64url'),
    smsHttp,
    smtp,
    publicUrl: loadPublicUrl(env.PUBLIC_URL, port),
    altchaSecret: env.ALTCHA_HMAC_SECRET || undefined,
    pickupCodeSecret: env.PICKUP_CODE_SECRET || undefined,
    storage: loadStorageConfig(env),
    passwordWork: {
      concurrency: count(env.PASSWORD_HASH_CONCURRENCY, 2, 'PASSWORD_HASH_CONCURRENCY', 1),
      maxQueue: count(env.PASSWORD_HASH_QUEUE, 16, 'PASSWORD_HASH_QUEUE', 0),
    },
    listCacheBytes: nonNegative(env.LIST_CACHE_MB, 32, 'LIST_CACHE_MB') * 1_048_576,
    authCacheSeconds: env.AUTH_CACHE_SECONDS ? nonNegative(env.AUTH_CACHE_SECONDS, 0, 'AUTH_CACHE_SECONDS') : undefined,
    embeddedDbQueue: loadEmbeddedDbQueue(env),
    notices: loadNotices(env),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'portaria:',
    session: loadSession(env),
    overload: {
      maxEventLoopDelayMs: count(env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, 1000, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 0),
      maxHeapMb: count(env.OVERLOAD_MAX_HEAP_MB, defaultMaxHeapMb(), 'OVERLOAD_MAX_HEAP_MB', 0),
      // 300: 50 desks at once with a list, its count and a second section in flight queue at most ~140 statements
      // behind the pool's 10; at 100 the shelf shed 40 % of them once the token's lookup no longer paced each request
      // (decision 132). Beyond 300 the queue is a real overload.
      maxDbWaiting: count(env.OVERLOAD_MAX_DB_WAITING, 300, 'OVERLOAD_MAX_DB_WAITING', 0),
      retryAfterSeconds: count(env.OVERLOAD_RETRY_AFTER_S, 5, 'OVERLOAD_RETRY_AFTER_S', 1),
    },
  };
};
