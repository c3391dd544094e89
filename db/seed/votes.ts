import { randomBytes } from 'node:crypto';
import { ballots } from '../../content/ballots/index.ts';
import { hashPassword } from '../../platform/password.ts';
import { schema, type Db } from '../client.ts';
import { demoPassword } from './accounts.ts';
import type { Seeder } from './seeder.ts';

/**
 * The ballots of content/ballots (both closed today by their real dates; a re-run keeps the dates staff set with
 * ballot:schedule) and, in the embedded demo database only, a few voting members who voted in both, so that the
 * report has figures. Paul GARNIER and Esther CHEVALIER (db/seed/accounts.ts) have not voted.
 */
const demoVoters = [
  { email: 'votant1@demo.lephare.example', firstname: 'Marc', lastname: 'AUBERT' },
  { email: 'votant2@demo.lephare.example', firstname: 'Agnès', lastname: 'BRUN' },
  { email: 'votant3@demo.lephare.example', firstname: 'Josué', lastname: 'COSTE' },
  { email: 'votant4@demo.lephare.example', firstname: 'Léa', lastname: 'DELMAS' },
  { email: 'votant5@demo.lephare.example', firstname: 'Simon', lastname: 'ESPAZE' },
] as const;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const receiptCode = () => {
  const chars = [...randomBytes(12)].map((b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
};

/** The demo answers: mostly Pour, some Contre and Abstention, fixed by the voter's and the resolution's rank. */
function demoAnswer(voter: number, resolution: number, abstention: boolean): string {
  const turn = (voter * 7 + resolution * 3) % 10;
  if (turn === 0) return 'Contre';
  if (turn === 1 && abstention) return 'Abstention';
  return 'Pour';
}

export async function seedBallots(db: Db): Promise<void> {
  for (const ballot of ballots) {
    await db
      .insert(schema.ballots)
      .values(ballot)
      .onConflictDoUpdate({ target: schema.ballots.slug, set: { title: ballot.title, content: ballot.content } });
  }
}

export const votesSeeder: Seeder = {
  name: 'scrutins des assemblées générales',
  async run({ db, demoAccounts }) {
    await seedBallots(db);
    if (!demoAccounts) return;
    const passwordHash = await hashPassword(demoPassword);
    for (const [v, voter] of demoVoters.entries()) {
      const [user] = await db
        .insert(schema.users)
        .values({ ...voter, passwordHash, activated: true })
        .onConflictDoUpdate({ target: schema.users.email, set: { activated: true } })
        .returning({ id: schema.users.id });
      await db.insert(schema.userRoles).values({ userId: user.id, role: 'ROLE_AG_VOTE' }).onConflictDoNothing();
      for (const ballot of ballots) {
        await db.transaction(async (tx) => {
          const [voted] = await tx
            .insert(schema.ballotParticipations)
            .values({
              ballotSlug: ballot.slug,
              userId: user.id,
              votedAt: new Date(ballot.opensAt.getTime() + (v + 1) * 26 * 3600_000 + v * 1_234_000),
            })
            .onConflictDoNothing()
            .returning({ userId: schema.ballotParticipations.userId });
          if (!voted) return;
          const resolutions = ballot.content.parts.flatMap((p) => p.resolutions);
          const answers = Object.fromEntries(resolutions.map((r, i) => [r.key, demoAnswer(v, i, r.abstention)]));
          await tx.insert(schema.ballotPapers).values({ code: receiptCode(), ballotSlug: ballot.slug, answers });
        });
      }
    }
  },
};
