import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** The synthetic donors' addresses end so: what tells a synthetic history from real gifts. */
const donorDomain = '@donateurs.exemple';

/** The address of the synthetic history's donor `k` (0 to a quarter of the count): four gifts and receipts each. */
export const syntheticDonorEmail = (k: number) => `donateur${k}${donorDomain}`;

/**
 * An association's history of gifts for the benchmarks (bench/render.ts), never part of the demo: `count` paid gifts by
 * cheque over the twenty years before this one, from a donor in four giving again, each with its tax receipt, numbered
 * after the receipts the year already has (the year's counter moved past them). A member's pages that read the gifts
 * or receipts by address (the account page) are then measured against a table of a real size, as production reads it.
 * Deterministic for a given count; added once (a database that already has it is left as it is).
 */
export async function seedSyntheticDonations(db: Db, count: number): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = (await tx.execute(
      sql`select count(*)::int as n from donation where email like ${`%${donorDomain}`}`,
    )) as unknown as { rows: { n: number }[] };
    if (existing.rows[0]!.n > 0) return 0;
    const donors = Math.max(1, Math.floor(count / 4));
    const thisYear = new Date().getUTCFullYear();
    await tx.execute(sql`
      with gifts as (
        insert into donation (civilite, nom, prenom, amount_cents, adresse_postale, ville, pays, code_postal, tel, email,
          etat, choix, amount_paid_cents, paid_at, created_at, updated_at)
        select 'Mme', 'DONATRICE ' || (g % ${donors}), 'Marie', 1000 + (g % 20) * 500, (g % 90 + 1) || ' rue de la Paix',
          'Nîmes', 'France', '30000', '', 'donateur' || (g % ${donors}) || ${donorDomain}, 'PAYE', 'CHEQUE',
          1000 + (g % 20) * 500, at, at, at
        from generate_series(1, ${count}) as g,
          lateral (select make_timestamptz(${thisYear - 20} + g % 20, 1 + g % 12, 1 + g % 28, 10, 0, 0, 'UTC') as at) as paid
        returning id, email, amount_cents, paid_at, nom
      ),
      numbered as (
        select gifts.*, extract(year from paid_at)::int as year,
          coalesce((select last from receipt_counter c where c.year = extract(year from paid_at)), 0)
            + row_number() over (partition by extract(year from paid_at) order by id) as number
        from gifts
      )
      insert into receipt (year, number, code, donation_id, email, snapshot, file_key, issued_at)
      select year, number, year || '-' || lpad(number::text, 6, '0'), id, email,
        jsonb_build_object(
          'donateur', jsonb_build_object('civilite', 'Mme', 'nom', nom, 'prenom', 'Marie', 'adresse', '1 rue de la Paix',
            'codePostal', '30000', 'ville', 'Nîmes', 'pays', 'France'),
          'email', email, 'montantCentimes', amount_cents, 'dateDon', to_char(paid_at, 'YYYY-MM-DD'), 'mode', 'CHEQUE',
          'beneficiaire', jsonb_build_object('nom', 'Mission', 'adresse', '', 'objet', '', 'type', ''),
          'signataire', jsonb_build_object('nom', '', 'qualite', '')),
        'synthetic', paid_at
      from numbered`);
    await tx.execute(sql`
      insert into receipt_counter (year, last)
      select year, max(number) from receipt where email like ${`%${donorDomain}`} group by year
      on conflict (year) do update set last = greatest(receipt_counter.last, excluded.last)`);
    await tx.execute(sql`analyze donation`);
    await tx.execute(sql`analyze receipt`);
    return count;
  });
}
