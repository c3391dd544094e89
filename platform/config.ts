import { z } from 'zod';

/**
 * Every setting of the process, read once from the environment at start.
 * A bad or missing value stops the process with a message naming the variable.
 */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const urlWithDefault = (fallback: string) => z.preprocess((v) => (v === '' ? undefined : v), z.url().default(fallback));
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
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
  /** Overrides the delay before a failed job's first retry (doubled at each later one; default per queue, 30 s). */
  JOBS_RETRY_DELAY_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(86400).optional(),
  ),
  /** How often the server expires stuck jobs and archives finished ones. */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Seconds a process keeps a public media detail in memory (0: no cache). */
  MEDIA_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Size limits of the staff's uploads, by kind, in megabytes (domain/admin/uploads.ts). */
  UPLOAD_MAX_MB_AUDIO: z.coerce.number().positive().max(100_000).default(500),
  UPLOAD_MAX_MB_VIDEO: z.coerce.number().positive().max(100_000).default(4096),
  UPLOAD_MAX_MB_DOCUMENT: z.coerce.number().positive().max(100_000).default(100),
  UPLOAD_MAX_MB_IMAGE: z.coerce.number().positive().max(100_000).default(25),

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
  TRUST_PROXY: bool.default(false),

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
  RECEIPT_ASSOCIATION_OBJECT: z
    .string()
    .min(1)
    .default(
      'Exercice du culte protestant, enseignement biblique, accueil de personnes en difficulté et camps de vacances',
    ),
  RECEIPT_ASSOCIATION_TYPE: z.string().min(1).default('Association cultuelle (loi du 9 décembre 1905)'),
  RECEIPT_SIGNER_NAME: z.string().min(1).default('Daniel Rouvière'),
  RECEIPT_SIGNER_TITLE: z.string().min(1).default('Trésorier'),
  /** A TrueType font with French accents, embedded in the receipts (Debian: fonts-dejavu-core). */
  PDF_FONT: z.string().min(1).default('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  PDF_FONT_BOLD: z.string().min(1).default('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  return parsed.data;
}
