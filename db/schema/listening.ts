import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { fichiers } from './media.ts';

/** Where a signed-in member stopped in an audio file, so any device can resume there. */
export const listeningPositions = pgTable(
  'listening_position',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fichierId: integer('fichier_id')
      .notNull()
      .references(() => fichiers.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fichierId] }), index('listening_position_fichier_idx').on(t.fichierId)],
);
