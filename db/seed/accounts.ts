import { hashPassword } from '../../platform/password.ts';
import { schema } from '../client.ts';
import type { Seeder } from './seeder.ts';

/**
 * Demo accounts (README, "Demo accounts"): a member, an administrator and one account per staff role,
 * all activated, all with the same password. Only in the embedded demo database (env.demoAccounts).
 */
export const demoPassword = 'Lumiere-Phare-2026';

const demoAccounts = [
  { email: 'membre@demo.lephare.example', firstname: 'Claire', lastname: 'MARTIN', roles: [] },
  { email: 'admin@demo.lephare.example', firstname: 'Samuel', lastname: 'BERNARD', roles: ['ROLE_ADMIN'] },
  { email: 'direct@demo.lephare.example', firstname: 'Anne', lastname: 'ROUX', roles: ['ROLE_REU_DIRECT'] },
  { email: 'candidat@demo.lephare.example', firstname: 'Lucas', lastname: 'FAURE', roles: ['ROLE_CANDIDAT'] },
  {
    email: 'enfants@demo.lephare.example',
    firstname: 'Sophie',
    lastname: 'GIRARD',
    roles: ['ROLE_ENSEIGNEMENT_ENFANTS'],
  },
  {
    email: 'reunion@demo.lephare.example',
    firstname: 'David',
    lastname: 'MOREL',
    roles: ['ROLE_REUNION_MISSIONNAIRE'],
  },
  { email: 'pastorale@demo.lephare.example', firstname: 'Ruth', lastname: 'BLANC', roles: ['ROLE_PASTORALE'] },
  { email: 'vote@demo.lephare.example', firstname: 'Paul', lastname: 'GARNIER', roles: ['ROLE_AG_VOTE'] },
  {
    email: 'vote-admin@demo.lephare.example',
    firstname: 'Esther',
    lastname: 'CHEVALIER',
    roles: ['ROLE_AG_VOTE', 'ROLE_AG_VOTE_ADMIN'],
  },
] as const;

export const accountsSeeder: Seeder = {
  name: 'comptes de démonstration',
  async run({ db, demoAccounts: wanted }) {
    if (!wanted) return;
    const passwordHash = await hashPassword(demoPassword);
    for (const account of demoAccounts) {
      const [user] = await db
        .insert(schema.users)
        .values({
          email: account.email,
          firstname: account.firstname,
          lastname: account.lastname,
          passwordHash,
          activated: true,
          lieuNaissance: 'ANDUZE',
          dateNaissance: '1980-05-01',
          telMobile: '06 00 00 00 00',
        })
        .onConflictDoUpdate({ target: schema.users.email, set: { activated: true } })
        .returning({ id: schema.users.id });
      if (account.roles.length) {
        await db
          .insert(schema.userRoles)
          .values(account.roles.map((role) => ({ userId: user.id, role })))
          .onConflictDoNothing();
      }
    }
  },
};
