import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live meetings (spec part 2 §3 "Live meeting"): one row per meeting page, 'reunion' (Saturday,
 * /reunions-direct) and 'pastorale' (Sunday, /pastorale). Changed by staff with `npm run admin -- live:set`.
 */
export const liveMeetings = pgTable('reunion_direct', {
  reunion: text('reunion').primaryKey(),
  annonceReuDirect: text('annonce_reu_direct').notNull().default(''),
  lastRetransmissionReunionUrl: text('last_retransmission_reunion_url'),
  reuDirectUrl: text('reu_direct_url'),
  reuDirectYoutubeUrl: text('reu_direct_youtube_url'),
  reuDirectYoutubeDiffusion: boolean('reu_direct_youtube_diffusion').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
