import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SHOP } from '../shared/config/shop.ts';
import { shopSettingsEnvShape, shopSettingsOf } from '../shared/config/shop-settings-env.ts';
import type { ShopSettings } from '../shared/config/shop-settings.ts';
import { DEFAULT_STOCK_QUANTITY } from '../shared/domain/stock.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

function urlWithProtocols(name: string, protocols: string[]) {
  return z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      {
        message: `${name} doit être une URL ${protocols.map((p) => p.replace(':', '')).join(' ou ')} valide`,
      },
    );
}

/** A whole number of things, 0 meaning "no limit". */
function countVar(name: string, fallback: number) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(String(fallback))
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 1_000_000, {
        message: `${name} doit être un entier entre 0 (sans limite) et 1000000`,
      })
      .transform(Number),
  );
}

/** A per-IP allowance: an integer from 1 to 1 000 000. */
function allowanceVar(name: string, fallback: number) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(String(fallback))
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000, {
        message: `${name} doit être un entier entre 1 et 1000000`,
      })
      .transform(Number),
  );
}

const WINDOW_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '48h', '90m', '2d' or a number of hours, in milliseconds (0: never); undefined when invalid. */
function paymentWindowMs(value: string): number | undefined {
  const match = /^(\d{1,5})\s*([mhd]?)$/.exec(value.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * WINDOW_UNIT_MS[(match[2] || 'h') as 'h'];
  return ms <= 30 * WINDOW_UNIT_MS.d ? ms : undefined;
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('production')),
  PORT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('3000')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
        message: 'PORT doit être un entier entre 1 et 65535',
      })
      .transform(Number),
  ),
  // Loopback by default: exposing the shop is a deliberate choice (HOST=0.0.0.0 in a container
  // or behind a reverse proxy on another host), see docs/decisions/0002-server-config-and-defaults.md.
  HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .default('127.0.0.1')
      .refine((v) => /^[A-Za-z0-9.:-]+$/.test(v), {
        message: 'HOST doit être une adresse IP ou un nom d’hôte (ex. 127.0.0.1 ou 0.0.0.0)',
      }),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  ),
  // Seconds a start waits for an unreachable PostgreSQL server (retrying with backoff) before giving up.
  DATABASE_CONNECT_TIMEOUT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('60')
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 86_400, {
        message: 'DATABASE_CONNECT_TIMEOUT doit être un nombre de secondes entre 0 et 86400',
      })
      .transform(Number),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols('PUBLIC_URL', ['http:', 'https:']).default(SHOP.publicUrl),
  ),
  BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default('build')),
  ...shopSettingsEnvShape,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  ),
  MAIL_FROM: optionalString,
  // An HTTP SMS provider, the Orange SMS API (ADR 0127): its address, the authorization header
  // Orange gives the application, and the sender number; unset, SMS go to DATA_DIR/outbox.
  SMS_API_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols('SMS_API_URL', ['http:', 'https:']).optional(),
  ),
  SMS_API_TOKEN: optionalString,
  SMS_SENDER: optionalString,
  SMS_SENDER_NAME: optionalString,
  // Wave Checkout (ADR 0143): the Wave Business API key and the webhook signing secret, both or
  // neither; unset, shoppers pay by manual transfer. WAVE_API_URL points tests at a local stub.
  WAVE_API_KEY: optionalString,
  WAVE_WEBHOOK_SECRET: optionalString,
  WAVE_API_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols('WAVE_API_URL', ['http:', 'https:']).default('https://api.wave.com'),
  ),
  // Seconds between two looks at Wave for the checkouts still open (lost webhooks; ADR 0143).
  WAVE_RECONCILE_INTERVAL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('60')
      .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) >= 0.1 && Number(v) <= 3600, {
        message: 'WAVE_RECONCILE_INTERVAL doit être un nombre de secondes entre 0.1 et 3600',
      })
      .transform(Number),
  ),
  // Seconds between two runs of the customer messages' outbox job (ADR 0128); 0: never.
  MESSAGE_SEND_INTERVAL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('5')
      .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) <= 3600, {
        message: 'MESSAGE_SEND_INTERVAL doit être un nombre de secondes entre 0 et 3600',
      })
      .transform(Number),
  ),
  GEOCODER_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols('GEOCODER_URL', ['http:', 'https:']).default(
      'https://nominatim.openstreetmap.org',
    ),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(LOG_LEVELS, { message: `LOG_LEVEL doit valoir ${LOG_LEVELS.join(', ')}` })
      .default('info'),
  ),
  ADMIN_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ message: 'ADMIN_EMAIL doit être une adresse e-mail valide' }).optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, { message: 'ADMIN_PASSWORD doit contenir au moins 8 caractères' }).optional(),
  ),
  STOCK_DEFAULT_QUANTITY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(String(DEFAULT_STOCK_QUANTITY))
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 100_000, {
        message: 'STOCK_DEFAULT_QUANTITY doit être un entier entre 0 et 100000',
      })
      .transform(Number),
  ),
  ORDER_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('30')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000, {
        message: 'ORDER_RATE_LIMIT doit être un entier entre 1 et 1000000',
      })
      .transform(Number),
  ),
  // Contact messages and /suivi searches one IP may send per 10 minutes (the API and the plain
  // forms share them, ADR 0111).
  CONTACT_RATE_LIMIT: allowanceVar('CONTACT_RATE_LIMIT', 5),
  TRACK_RATE_LIMIT: allowanceVar('TRACK_RATE_LIMIT', 10),
  // 'Payer avec Wave' requests one client network may make per 10 minutes (ADR 0157).
  WAVE_CHECKOUT_RATE_LIMIT: allowanceVar('WAVE_CHECKOUT_RATE_LIMIT', 60),
  // Pages not in the page cache one client network may have rendered per 10 s (docs/decisions/0187).
  PAGE_RENDER_LIMIT: allowanceVar('PAGE_RENDER_LIMIT', 20),
  // Unpaid orders and units one phone number / one client network may hold (docs/decisions/0100).
  UNPAID_ORDERS_PER_PHONE: countVar('UNPAID_ORDERS_PER_PHONE', 3),
  UNPAID_UNITS_PER_PHONE: countVar('UNPAID_UNITS_PER_PHONE', 30),
  UNPAID_ORDERS_PER_IP: countVar('UNPAID_ORDERS_PER_IP', 10),
  UNPAID_UNITS_PER_IP: countVar('UNPAID_UNITS_PER_IP', 100),
  // 32 bytes that seal the TOTP secrets (AES-256-GCM); generated into DATA_DIR when absent.
  MFA_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((v) => decodeKey(v) !== undefined, {
        message:
          'MFA_ENCRYPTION_KEY doit être une clé de 32 octets en base64 ou en hexadécimal (ex. : openssl rand -base64 32)',
      })
      .optional(),
  ),
  MFA_DEMO: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message: 'MFA_DEMO doit valoir 1 ou 0' })
      .default('0')
      .transform((v) => v === 'true' || v === '1'),
  ),
  // How long an order may stay unpaid before it is released (cancelled, units back in stock):
  // '48h' (default), '90m', '2d', or a number of hours; 0 keeps unpaid orders forever.
  ORDER_PAYMENT_WINDOW: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('48h')
      .refine((v) => paymentWindowMs(v) !== undefined, {
        message:
          'ORDER_PAYMENT_WINDOW doit être une durée comme 48h, 90m ou 2d (au plus 30 jours ; 0 : jamais)',
      })
      .transform((v) => paymentWindowMs(v)!),
  ),
  // Seconds a client has to send a whole request, headers and body (docs/decisions/0101).
  REQUEST_TIMEOUT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('30')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 600, {
        message: 'REQUEST_TIMEOUT doit être un nombre de secondes entre 1 et 600',
      })
      .transform(Number),
  ),
  // Connections one client network may hold open; by default 100, or none when a proxy is trusted.
  CONNECTIONS_PER_IP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 1_000_000, {
        message: 'CONNECTIONS_PER_IP doit être un entier entre 0 (sans limite) et 1000000',
      })
      .transform(Number)
      .optional(),
  ),
  // false, a hop count, or the proxies' addresses (docs/decisions/0108); `true` trusts every hop.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .default('false')
      .refine((v) => parseTrustProxy(v) !== undefined, {
        message:
          'TRUST_PROXY doit valoir false, un nombre de proxys (ex. 1) ou leurs adresses séparées par des virgules (ex. 10.0.0.2,10.0.1.0/24)',
      })
      .transform((v) => parseTrustProxy(v)!),
  ),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long a start retries an unreachable PostgreSQL server, in milliseconds. */
  databaseConnectTimeoutMs: number;
  publicUrl: string;
  /** True when PUBLIC_URL is https: turns on HSTS and Secure cookies. */
  secure: boolean;
  buildDir: string;
  /** Where `react-router build` wrote the browser's assets. */
  clientDir: string;
  shop: ShopSettings;
  smtpUrl: string | undefined;
  mailFrom: string;
  geocoderUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  admin: { email: string | undefined; password: string | undefined };
  /**
   * Which hops' X-Forwarded-* headers to believe: none, the N nearest (a hop count), those from
   * the listed addresses, or (true) every hop — a client can then forge its own address.
   */
  trustProxy: boolean | number | string[];
  /** PUBLIC_URL was given (else the default, which only suits a shop on this machine). */
  publicUrlConfigured: boolean;
  /** Time a client has to send a whole request (headers and body), in milliseconds. */
  requestTimeoutMs: number;
  /**
   * Connections one client network may hold open (0: no limit). Behind a trusted proxy every
   * connection comes from the proxy, so the default is then no limit: the proxy holds them.
   */
  connectionsPerIp: number;
  /** Units of each available size when the stock table is first filled from the catalogue. */
  stockDefaultQuantity: number;
  /** Orders accepted per IP per 10 minutes (shoppers behind one mobile carrier NAT share an IP). */
  orderRateLimit: number;
  /** Contact messages one IP may send per 10 minutes (CONTACT_RATE_LIMIT, default 5). */
  contactRateLimit: number;
  /** /suivi searches one IP may make per 10 minutes (TRACK_RATE_LIMIT, default 10). */
  trackRateLimit: number;
  /**
   * Wave checkout requests one client network (an IPv4 address, an IPv6 /64) may make per 10
   * minutes (WAVE_CHECKOUT_RATE_LIMIT, default 60: shoppers behind one carrier NAT share it).
   */
  waveCheckoutRateLimit: number;
  /**
   * Pages not in the page cache one client network may have rendered per 10 s (PAGE_RENDER_LIMIT,
   * default 20): kept pages are never counted.
   */
  pageRenderLimit: number;
  /**
   * What one buyer may hold unpaid (0: no limit), per phone number and per client network (an IPv4
   * address, an IPv6 /64), counted in the database for every instance (docs/decisions/0100).
   */
  unpaidLimits: UnpaidLimits;
  /** How long an order may stay unpaid before the release job cancels it (0: never; ADR 0126). */
  orderPaymentWindowMs: number;
  /** Key sealing TOTP secrets; undefined: read or generated in DATA_DIR (src/server/auth/secret-box.ts). */
  mfaEncryptionKey: Buffer | undefined;
  /** MFA_DEMO=1: the spec's demonstration, any 6-digit code passes every second-factor method. */
  mfaDemo: boolean;
  /** The HTTP SMS provider (ADR 0127); undefined: SMS are written to DATA_DIR/outbox. */
  smsProvider: SmsProviderConfig | undefined;
  /** How often the outbox job sends the customer messages due (0: never; ADR 0128). */
  messageSendIntervalMs: number;
  /** Wave Checkout (ADR 0143); undefined: payment by manual Wave transfer only. */
  waveCheckout: WaveCheckoutConfig | undefined;
};

export type WaveCheckoutConfig = {
  /** `https://api.wave.com`, or a local stub in tests. */
  apiUrl: string;
  /** The Wave Business API key (a secret: never logged). */
  apiKey: string;
  /** The webhook signing secret (a secret: never logged). */
  webhookSecret: string;
  /** How often one instance asks Wave about the checkouts still open. */
  reconcileEveryMs: number;
};

export type SmsProviderConfig = {
  apiUrl: string;
  /** The `Authorization` header value Orange gives the application (`Basic …`): a secret. */
  authorization: string;
  /** The sender's number, E.164 (`+2250700000000`). */
  sender: string;
  senderName: string | undefined;
};

export type UnpaidLimits = {
  ordersPerPhone: number;
  unitsPerPhone: number;
  ordersPerNetwork: number;
  unitsPerNetwork: number;
};

/** 32 bytes from 64 hex digits or from base64 / base64url; undefined for anything else. */
export function decodeKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : undefined;
  }
  return undefined;
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as proxy-addr (Fastify) reads them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's value as Fastify's `trustProxy` takes it; undefined when it is not one. */
export function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === '') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide: ${problems.join(' ; ')}`);
    this.name = 'ConfigError';
  }
}

/** Pure: reads the given environment, never process.env, so tests can feed any map. */
/** Whether TRUST_PROXY names any proxy (every hop, a hop count above 0, or addresses). */
function trustsAProxy(trust: boolean | number | string[]): boolean {
  return (
    trust === true ||
    (typeof trust === 'number' && trust > 0) ||
    (Array.isArray(trust) && trust.length > 0)
  );
}

export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  }
  const e = parsed.data;
  if (e.SMS_API_URL && (!e.SMS_API_TOKEN || !e.SMS_SENDER)) {
    throw new ConfigError([
      'SMS_API_URL demande aussi SMS_API_TOKEN (l’en-tête d’autorisation du fournisseur) et SMS_SENDER (le numéro d’envoi)',
    ]);
  }
  if (Boolean(e.WAVE_API_KEY) !== Boolean(e.WAVE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      'WAVE_API_KEY et WAVE_WEBHOOK_SECRET vont ensemble : donnez les deux (Wave Checkout) ou aucun (transfert Wave manuel)',
    ]);
  }
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  const buildDir = path.resolve(cwd, e.BUILD_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT * 1000,
    publicUrl,
    secure: publicUrl.startsWith('https:'),
    buildDir,
    clientDir: path.join(buildDir, 'client'),
    shop: shopSettingsOf(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SHOP_NAME} <${e.SHOP_EMAIL}>`,
    geocoderUrl: e.GEOCODER_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT * 1000,
    connectionsPerIp: e.CONNECTIONS_PER_IP ?? (trustsAProxy(e.TRUST_PROXY) ? 0 : 100),
    publicUrlConfigured: env.PUBLIC_URL !== undefined && env.PUBLIC_URL.trim() !== '',
    stockDefaultQuantity: e.STOCK_DEFAULT_QUANTITY,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    trackRateLimit: e.TRACK_RATE_LIMIT,
    waveCheckoutRateLimit: e.WAVE_CHECKOUT_RATE_LIMIT,
    pageRenderLimit: e.PAGE_RENDER_LIMIT,
    unpaidLimits: {
      ordersPerPhone: e.UNPAID_ORDERS_PER_PHONE,
      unitsPerPhone: e.UNPAID_UNITS_PER_PHONE,
      ordersPerNetwork: e.UNPAID_ORDERS_PER_IP,
      unitsPerNetwork: e.UNPAID_UNITS_PER_IP,
    },
    orderPaymentWindowMs: e.ORDER_PAYMENT_WINDOW,
    mfaEncryptionKey: e.MFA_ENCRYPTION_KEY ? decodeKey(e.MFA_ENCRYPTION_KEY) : undefined,
    mfaDemo: e.MFA_DEMO,
    smsProvider:
      e.SMS_API_URL && e.SMS_API_TOKEN && e.SMS_SENDER
        ? {
            apiUrl: e.SMS_API_URL.replace(/\/+$/, ''),
            authorization: e.SMS_API_TOKEN,
            sender: e.SMS_SENDER,
            senderName: e.SMS_SENDER_NAME,
          }
        : undefined,
    messageSendIntervalMs: Math.round(e.MESSAGE_SEND_INTERVAL * 1000),
    waveCheckout:
      e.WAVE_API_KEY && e.WAVE_WEBHOOK_SECRET
        ? {
            apiUrl: e.WAVE_API_URL.replace(/\/+$/, ''),
            apiKey: e.WAVE_API_KEY,
            webhookSecret: e.WAVE_WEBHOOK_SECRET,
            reconcileEveryMs: Math.round(e.WAVE_RECONCILE_INTERVAL * 1000),
          }
        : undefined,
  };
}
