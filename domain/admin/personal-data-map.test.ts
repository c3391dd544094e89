import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { personalDataMap } from './personal-data-map.ts';

/**
 * The map of a member's data (personal-data-map.ts) against the migrated schema: a table added later that names a
 * member, by a foreign key to app_user, an e-mail column or a member id without a foreign key, fails here until the map
 * says how it is exported and erased.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function columns(query: ReturnType<typeof sql>): Promise<string[]> {
  const { rows } = (await t.ctx.db.execute(query)) as unknown as { rows: { name: string }[] };
  return rows.map((r) => r.name).sort();
}

/** Columns with a foreign key to the member table. */
const memberForeignKeys = sql`
  select distinct child.relname || '.' || a.attname as name
  from pg_constraint c
  join pg_class child on child.oid = c.conrelid
  join pg_namespace n on n.oid = child.relnamespace
  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
  where c.contype = 'f' and c.confrelid = 'public.app_user'::regclass and n.nspname = 'public'`;

/** Columns named like an e-mail address (email, email2, adresse_email, mail_to, courriel…; not mailed_at). */
const emailColumns = sql`
  select table_name || '.' || column_name as name
  from information_schema.columns
  where table_schema = 'public' and (column_name ~ '(^|_)(e_?)?mail[0-9]*(_|$)' or column_name ~ 'courriel')
    and table_name in (select table_name from information_schema.tables
                       where table_schema = 'public' and table_type = 'BASE TABLE')`;

/** Columns named like a member's id (user_id, …_user_id, actor_id) whatever their foreign keys. */
const memberIdColumns = sql`
  select table_name || '.' || column_name as name
  from information_schema.columns
  where table_schema = 'public' and (column_name ~ '(^|_)user_id$' or column_name = 'actor_id')
    and table_name in (select table_name from information_schema.tables
                       where table_schema = 'public' and table_type = 'BASE TABLE')`;

const allColumns = sql`
  select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`;

function missing(found: string[]): string[] {
  return found.filter((name) => !(name in personalDataMap));
}

function advice(names: string[], what: string): string {
  return names.length === 0
    ? ''
    : `${what} not in domain/admin/personal-data-map.ts: ${names.join(', ')}. Add each to personalDataMap with its ` +
        'export section and what erasure does (delete, detach, keep-by-law, keep, not-member), then export and erase ' +
        'it in domain/admin/personal-data.ts and state it in decision 0086.';
}

describe('the map of a member’s data covers the schema', () => {
  it('every foreign key to app_user', async () => {
    const found = await columns(memberForeignKeys);
    expect(found.length).toBeGreaterThan(0);
    expect(advice(missing(found), 'Foreign keys to app_user')).toBe('');
    for (const name of found) expect(personalDataMap[name].holds, name).toBe('id');
  });

  it('every column named like an e-mail', async () => {
    const found = await columns(emailColumns);
    expect(found).toContain('app_user.email');
    expect(advice(missing(found), 'E-mail columns')).toBe('');
  });

  it('every column named like a member id, with a foreign key or without', async () => {
    const found = await columns(memberIdColumns);
    expect(found).toContain('donation.user_id');
    expect(advice(missing(found), 'Member id columns')).toBe('');
  });

  it('names no column the schema does not have', async () => {
    const all = new Set(await columns(allColumns));
    expect(Object.keys(personalDataMap).filter((name) => !all.has(name))).toEqual([]);
  });
});
