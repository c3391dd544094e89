import { asc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/password.ts';
import { schema } from '../client.ts';
import { demoPassword } from './accounts.ts';
import type { Seeder } from './seeder.ts';

/**
 * Demo subscribers of the printed magazine (the issues themselves are the media library's magazines): two at home,
 * two at churches, with their paid subscription. Only in the embedded demo database, with the demo password.
 */
const demoSubscribers = [
  {
    email: 'abonne-domicile@demo.lephare.example',
    firstname: 'Marc',
    lastname: 'LEROY',
    home: true,
    issues: 4,
    credit: 3,
  },
  {
    email: 'abonne-eglise@demo.lephare.example',
    firstname: 'Lydie',
    lastname: 'PERRIN',
    home: false,
    issues: 8,
    credit: 6,
  },
  { email: 'abonne-fin@demo.lephare.example', firstname: 'Noé', lastname: 'GAUTIER', home: true, issues: 2, credit: 1 },
  {
    email: 'abonne-eglise2@demo.lephare.example',
    firstname: 'Tabitha',
    lastname: 'MERCIER',
    home: false,
    issues: 4,
    credit: 4,
  },
] as const;

/** Demo members without a subscription, for trying the wizard. */
const demoReaders = [
  { email: 'lecteur1@demo.lephare.example', firstname: 'Élie', lastname: 'FONTAINE' },
  { email: 'lecteur2@demo.lephare.example', firstname: 'Sara', lastname: 'LAMBERT' },
  { email: 'lecteur3@demo.lephare.example', firstname: 'Jonas', lastname: 'RENAUD' },
] as const;

export const magazineSeeder: Seeder = {
  name: 'abonnés de la revue',
  async run({ db, demoAccounts: wanted }) {
    if (!wanted) return;
    const passwordHash = await hashPassword(demoPassword);
    const [church] = await db
      .select({ id: schema.churches.id })
      .from(schema.churches)
      .orderBy(asc(schema.churches.nom))
      .limit(1);
    for (const reader of demoReaders) {
      await db
        .insert(schema.users)
        .values({ ...reader, passwordHash, activated: true })
        .onConflictDoNothing({ target: schema.users.email });
    }
    for (const s of demoSubscribers) {
      const [user] = await db
        .insert(schema.users)
        .values({ email: s.email, firstname: s.firstname, lastname: s.lastname, passwordHash, activated: true })
        .onConflictDoUpdate({ target: schema.users.email, set: { activated: true } })
        .returning({ id: schema.users.id });
      const [existing] = await db
        .select({ id: schema.subscribers.id })
        .from(schema.subscribers)
        .where(eq(schema.subscribers.userId, user.id));
      if (existing) continue;
      const egliseId = s.home ? null : (church?.id ?? null);
      const address = {
        tel: '06 12 34 56 78',
        adressePostale: '3 rue des Cévennes',
        codePostal: '30140',
        ville: 'Anduze',
        pays: 'France',
      };
      const prixCents = s.issues === 2 ? 1000 : s.issues === 4 ? 1800 : 3600;
      const montantCents = prixCents + (s.home ? 400 * s.issues : 0);
      const year = 2026;
      const [counter] = await db
        .insert(schema.subscriptionInvoiceCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({
          target: schema.subscriptionInvoiceCounters.year,
          set: { last: sql`${schema.subscriptionInvoiceCounters.last} + 1` },
        })
        .returning({ last: schema.subscriptionInvoiceCounters.last });
      await db.insert(schema.subscriptions).values({
        userId: user.id,
        nom: s.lastname,
        prenom: s.firstname,
        email: s.email,
        ...address,
        nombreRevues: s.issues,
        livraisonDomicile: s.home,
        egliseId,
        montantAbonnementCents: prixCents,
        montantCents,
        etat: 'PAYE',
        amountPaidCents: montantCents,
        paidAt: new Date('2026-01-15T10:00:00Z'),
        invoiceNumber: `${year}-${String(counter.last).padStart(4, '0')}`,
      });
      await db.insert(schema.subscribers).values({
        userId: user.id,
        nom: s.lastname,
        prenom: s.firstname,
        email: s.email,
        ...address,
        egliseId,
        livraisonDomicile: s.home,
        nombreRevues: s.credit,
      });
    }
  },
};
