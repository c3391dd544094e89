import { createHash, randomBytes } from 'node:crypto';
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

/** A demo paper's code hash: of a random code nobody holds (the demo voters never saw a receipt). */
const demoCodeHash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

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
    const userIds: number[] = [];
    for (const voter of demoVoters) {
      const [user] = await db
        .insert(schema.users)
        .values({ ...voter, passwordHash, activated: true })
        .onConflictDoUpdate({ target: schema.users.email, set: { activated: true } })
        .returning({ id: schema.users.id });
      await db.insert(schema.userRoles).values({ userId: user.id, role: 'ROLE_AG_VOTE' }).onConflictDoNothing();
      userIds.push(user.id);
    }
    // As the site does it (decision 0085): the participations in one transaction, the papers in another, in random
    // order, so that nothing but the ballot is common to the two.
    for (const ballot of ballots) {
      const voted = await db
        .insert(schema.ballotParticipations)
        .values(
          userIds.map((userId, v) => ({
            ballotSlug: ballot.slug,
            userId,
            votedAt: new Date(ballot.opensAt.getTime() + (v + 1) * 26 * 3600_000 + v * 1_234_000),
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: schema.ballotParticipations.userId });
      if (voted.length === 0) continue;
      const resolutions = ballot.content.parts.flatMap((p) => p.resolutions);
      const papers = voted.map(({ userId }) => {
        const v = userIds.indexOf(userId!);
        const answers = Object.fromEntries(resolutions.map((r, i) => [r.key, demoAnswer(v, i, r.abstention)]));
        return { ballotSlug: ballot.slug, codeHash: demoCodeHash(), answers };
      });
      // In the order of their random hashes: a random order.
      await db.insert(schema.ballotPapers).values(papers.sort((a, b) => a.codeHash.localeCompare(b.codeHash)));
    }
  },
};
