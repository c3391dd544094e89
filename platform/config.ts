import { z } from 'zod';
import { parseProxyTrust, type ProxyTrust } from './client-address.ts';

/**
 * Every setting of the process, read once from the environment at start.
 * A bad or missing value stops the process with a message naming the variable.
 */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const urlWithDefault = (fallback: string) => z.preprocess((v) => (v === '' ? undefined : v), z.url().default(fallback));
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export /** The demonstration's SEPA creditor identifier, refused in production with real payments. */
const DEMO_SEPA_CREDITOR_ID = 'FR12ZZZ123456';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** At start, how long to keep trying a PostgreSQL server that cannot be reached (a container before its database). */
  DATABASE_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** The longest wait for a connection of the pool, and for a statement's answer: past them the request gets a 503. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(3),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  /** The reconciler asks the payment provider about open card payments at start and at this interval. */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86400).default(300),
  /** Overrides every queue's time for one attempt (a job taken by a process that died runs again after it). */
  JOBS_EXPIRE_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(86400).optional(),
  ),
  /** How long a process may stay silent before the jobs it holds are taken again (default 30 s). */
  JOBS_HEARTBEAT_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(10).max(3600).optional(),
  ),
  /** Overrides the delay before a failed job's first retry (doubled at each later one; default per queue, 30 s). */
  JOBS_RETRY_DELAY_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(86400).optional(),
  ),
  /** How often the server expires stuck jobs and deletes old finished ones. */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Seconds a process keeps a public media detail in memory (0: no cache). */
  MEDIA_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Size limits of the staff's uploads, by kind, in megabytes (domain/admin/uploads.ts). */
  UPLOAD_MAX_MB_AUDIO: z.coerce.number().positive().max(100_000).default(500),
  UPLOAD_MAX_MB_VIDEO: z.coerce.number().positive().max(100_000).default(4096),
  UPLOAD_MAX_MB_DOCUMENT: z.coerce.number().positive().max(100_000).default(100),
  UPLOAD_MAX_MB_IMAGE: z.coerce.number().positive().max(100_000).default(25),
  /** Files in a bucket on S3's protocol rather than in DATA_DIR/files (decision 0091): set by S3_BUCKET. */
  S3_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'nom de bucket invalide : 3 à 63 caractères, minuscules, chiffres, points et tirets',
      })
      .optional(),
  ),
  /** Unset: AWS S3. OVHcloud https://s3.gra.io.cloud.ovh.net, Scaleway https://s3.fr-par.scw.cloud… */
  S3_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ message: 'adresse invalide : https://… attendu (ou vide pour AWS S3)' }).optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),

  SITE_NAME: z.string().min(1).default('Mission Évangélique Le Phare'),
  SITE_SHORT_NAME: z.string().min(1).default('Le Phare'),
  SITE_STREET: z.string().min(1).default('12 chemin des Oliviers'),
  SITE_POSTCODE: z.string().min(1).default('30140'),
  SITE_CITY: z.string().min(1).default('Anduze'),
  SITE_COUNTRY: z.string().min(1).default('France'),
  SITE_PHONE: z.string().min(1).default('04 66 00 00 00'),
  SITE_EMAIL: z.email().default('contact@mission-lephare.example'),
  YOUTH_ASSOCIATION_NAME: z.string().min(1).default('Association Jeunesse et Accueil Le Phare'),

  LINK_HYMNS: z.url().default('https://cantiques.mission-lephare.example'),
  LINK_WELCOME: z.url().default('https://accueil.mission-lephare.example'),
  LINK_KIDS: z.url().default('https://enfants.mission-lephare.example'),
  LINK_BOOKSHOP: z.url().default('https://librairie.mission-lephare.example'),
  LINK_PHOTOS: z.url().default('https://photos.mission-lephare.example'),
  /** The Bible-in-a-year podcast on two podcast platforms (its page links to both). */
  LINK_PODCAST_APPLE: z.url().default('https://podcasts.apple.com/fr/search?term=la%20bible%20en%20un%20an'),
  LINK_PODCAST_SPOTIFY: z.url().default('https://open.spotify.com/search/la%20bible%20en%20un%20an/podcasts'),
  /** The footer's social links (spec part 1 §9): the networks' own pages until the association's are set. */
  SOCIAL_FACEBOOK: urlWithDefault('https://www.facebook.com/'),
  SOCIAL_YOUTUBE: urlWithDefault('https://www.youtube.com/'),
  SOCIAL_INSTAGRAM: urlWithDefault('https://www.instagram.com/'),
  /** The bookshop's own social links (banner of /eglises); unset ones fall back to the site's. */
  BOOKSHOP_FACEBOOK: optionalUrl,
  BOOKSHOP_YOUTUBE: optionalUrl,
  BOOKSHOP_INSTAGRAM: optionalUrl,

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Mission Évangélique Le Phare <ne-pas-repondre@mission-lephare.example>'),
  /** The proxies in front: false, true (one hop), a number of hops or their addresses (platform/client-address.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, c): ProxyTrust => {
      const trust = parseProxyTrust(value);
      if (trust) return trust;
      c.addIssue({
        code: 'custom',
        message: 'false, true, un nombre de relais ou leurs adresses IP séparées par des virgules',
      });
      return z.NEVER;
    }),
  /**
   * The key of the secret ballot (decision 0085): derives the voters' receipt codes and seals the papers waiting to be
   * mixed. Kept out of the database and its backups. Required in production on a PostgreSQL server; without it, the
   * key is a file generated in DATA_DIR (ballot.key).
   */
  BALLOT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),

  /** Contact messages, copies of donation e-mails. */
  STAFF_EMAIL: z.email().default('secretariat@mission-lephare.example'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  STRIPE_API_PROTOCOL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['http', 'https']).optional()),
  BANK_HOLDER: z.string().min(1).default('Mission Évangélique Le Phare'),
  BANK_IBAN: z.string().min(15).default('FR76 3000 6000 0112 3456 7890 189'),
  BANK_BIC: z.string().min(8).default('AGRIFRPPXXX'),
  BANK_NAME: z.string().min(1).default('Crédit Agricole Languedoc'),
  /** The association's SEPA creditor identifier (ICS), stated in the mandate text and every debit's notice (decision 0117). */
  SEPA_CREDITOR_ID: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, 'un identifiant créancier SEPA : FRkkZZZnnnnnn')
    .default(DEMO_SEPA_CREDITOR_ID),
  RECEIPT_ASSOCIATION_OBJECT: z
    .string()
    .min(1)
    .default(
      'Exercice du culte protestant, enseignement biblique, accueil de personnes en difficulté et camps de vacances',
    ),
  RECEIPT_ASSOCIATION_TYPE: z.string().min(1).default('Association cultuelle (loi du 9 décembre 1905)'),
  RECEIPT_SIGNER_NAME: z.string().min(1).default('Daniel Rouvière'),
  RECEIPT_SIGNER_TITLE: z.string().min(1).default('Trésorier'),
  /** The signer's signature on every receipt: a PNG or JPEG (about 3:1, transparent background); empty for none. */
  RECEIPT_SIGNATURE_IMAGE: z.string().default('content/receipts/signature.png'),
  /** A TrueType font with French accents, embedded in the receipts (Debian: fonts-dejavu-core). */
  PDF_FONT: z.string().min(1).default('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  PDF_FONT_BOLD: z.string().min(1).default('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
});

/** Settings that only some deployments require. */
const deploymentSchema = configSchema.superRefine((config, ctx) => {
  // Real debits name the association's own identifier: the demonstration's would make every mandate void.
  if (config.NODE_ENV === 'production' && config.STRIPE_SECRET_KEY && config.SEPA_CREDITOR_ID === DEMO_SEPA_CREDITOR_ID) {
    ctx.addIssue({
      code: 'custom',
      path: ['SEPA_CREDITOR_ID'],
      message: 'requis en production avec STRIPE_SECRET_KEY : l’identifiant créancier SEPA (ICS) de l’association',
    });
  }
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.BALLOT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['BALLOT_SECRET'],
      message: 'requis en production avec DATABASE_URL (au moins 32 caractères, par exemple : openssl rand -base64 32)',
    });
  }
});

export type Config = z.infer<typeof configSchema>;

/** The S3 settings go together: a bucket with its region, both keys or neither, no S3_* without a bucket. */
function s3Rules(c: z.infer<typeof configSchema>, issues: z.RefinementCtx): void {
  const s3Set = [c.S3_ENDPOINT, c.S3_REGION, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY].some(Boolean);
  if (!c.S3_BUCKET && s3Set) {
    issues.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'requis dès qu’un réglage S3_* est donné (sans lui, les fichiers resteraient dans DATA_DIR/files)',
    });
  }
  if (c.S3_BUCKET && !c.S3_REGION) {
    issues.addIssue({
      code: 'custom',
      path: ['S3_REGION'],
      message:
        'requis avec S3_BUCKET : par exemple eu-west-3 (AWS Paris), gra (OVHcloud), fr-par (Scaleway), auto (R2)',
    });
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    issues.addIssue({
      code: 'custom',
      path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble : donnez les deux, ou aucun',
    });
  }
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = deploymentSchema.superRefine(s3Rules).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  return parsed.data;
}
