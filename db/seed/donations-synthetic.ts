import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** The synthetic donors' addresses end so: what tells a synthetic history from real gifts. */
const donorDomain = '@donateurs.exemple';

/** The address of the synthetic history's donor `k` (0 to a quarter of the count): four gifts and receipts each. */
export const syntheticDonorEmail = (k: number) => `donateur${k}${donorDomain}`;

/**
 * An association's history of gifts for the benchmarks (bench/render.ts), never part of the demo: `count` paid gifts by
 * cheque over the twenty years before this one, each donor giving four times in four different years, each with its tax
 * receipt, numbered after the receipts the year already has (the year's counter moved past them). A member's pages that
 * read the gifts or receipts by address (the account page) are then measured against tables of a real size.
 * Deterministic for a given count; added once (a database that already has it is left as it is). Refused on a
 * database that holds real receipts: a receipt can never be deleted, and the history would take its years' numbers.
 */
export async function seedSyntheticDonations(db: Db, count: number): Promise<number> {
  return db.transaction(async (tx) => {
    const held = (await tx.execute(
      sql`select count(*) filter (where email like ${`%${donorDomain}`})::int as synthetic,
        count(*) filter (where email not like ${`%${donorDomain}`})::int as real from receipt`,
    )) as unknown as { rows: { synthetic: number; real: number }[] };
    const { synthetic, real } = held.rows[0]!;
    if (real > 0) throw new Error('Cette base contient de vrais reçus fiscaux : pas de dons synthétiques ici.');
    if (synthetic > 0) return 0;
    const donors = Math.max(1, Math.floor(count / 4));
    const thisYear = new Date().getUTCFullYear();
    await tx.execute(sql`
      with gifts as (
        insert into donation (civilite, nom, prenom, amount_cents, adresse_postale, ville, pays, code_postal, tel, email,
          etat, choix, amount_paid_cents, paid_at, created_at, updated_at)
        select 'Mme', 'DONATRICE ' || donor, 'Marie', amount, (donor % 90 + 1) || ' rue de la Paix', 'Nîmes', 'France',
          '30000', '', 'donateur' || donor || ${donorDomain}, 'PAYE', 'CHEQUE', amount, at, at, at
        from generate_series(0, ${count - 1}) as g,
          -- Donor g % donors gives for the (g / donors)th time: five years after the gift before.
          lateral (select g % ${donors} as donor, 1000 + (g % ${donors} * 7 + 3 * (g / ${donors})) % 20 * 500 as amount,
            make_timestamptz(${thisYear - 20} + (g % ${donors} + 5 * (g / ${donors})) % 20, 1 + g % 12, 1 + g % 28, 10, 0, 0,
              'UTC') as at) as gift
        returning id, email, amount_cents, paid_at, nom, adresse_postale
      ),
      numbered as (
        select gifts.*, extract(year from paid_at)::int as year,
          coalesce((select last from receipt_counter c where c.year = extract(year from paid_at)), 0)
            + row_number() over (partition by extract(year from paid_at) order by id) as number
        from gifts
      ),
      coded as (select numbered.*, year || '-' || lpad(number::text, 6, '0') as code from numbered)
      insert into receipt (year, number, code, donation_id, email, snapshot, file_key, issued_at)
      select year, number, code, id, email,
        jsonb_build_object(
          'donateur', jsonb_build_object('civilite', 'Mme', 'nom', nom, 'prenom', 'Marie', 'adresse', adresse_postale,
            'codePostal', '30000', 'ville', 'Nîmes', 'pays', 'France'),
          'email', email, 'montantCentimes', amount_cents,
          'dateDon', to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), 'mode', 'CHEQUE',
          'beneficiaire', jsonb_build_object('nom', 'Mission', 'adresse', '', 'objet', '', 'type', ''),
          'signataire', jsonb_build_object('nom', '', 'qualite', '')),
        -- Where the site keeps a receipt's PDF (drawn on its first download).
        'recus/' || year || '/' || code || '.pdf', paid_at
      from coded`);
    await tx.execute(sql`
      insert into receipt_counter (year, last)
      select year, max(number) from receipt where email like ${`%${donorDomain}`} group by year
      on conflict (year) do update set last = greatest(receipt_counter.last, excluded.last)`);
    await tx.execute(sql`analyze donation`);
    await tx.execute(sql`analyze receipt`);
    return count;
  });
}
