import { eq, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { memberRoles } from './roles.ts';
import { formatBirthDate } from './schemas.ts';

const u = schema.users;
const r = schema.userRoles;

export type UserRow = typeof u.$inferSelect;

/** The stored roles of a member, as one SQL expression (so a session lookup stays a single query). */
export const storedRolesSql = sql<string[]>`array(select ${r.role} from ${r} where ${r.userId} = ${u.id} order by 1)`;

/** The member as the spec's calls return it (part 1 §3 "User"), without the session tokens. */
export interface UserView {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  email2: string | null;
  email3: string | null;
  telMobile: string | null;
  /** dd/mm/yyyy, as the form shows it. */
  dateNaissance: string | null;
  lieuNaissance: string | null;
  authorities: { name: string }[];
}

export function userView(row: UserRow, storedRoles: readonly string[]): UserView {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    email2: row.email2,
    email3: row.email3,
    telMobile: row.telMobile,
    dateNaissance: formatBirthDate(row.dateNaissance),
    lieuNaissance: row.lieuNaissance,
    authorities: memberRoles(storedRoles).map((name) => ({ name })),
  };
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(u).where(eq(u.email, email));
  return row;
}

/** The member and their stored roles in one query. */
const userWithRolesById = preparedStatement((db) =>
  db
    .select({ user: u, roles: storedRolesSql })
    .from(u)
    .where(eq(u.id, sql.placeholder('id')))
    .prepare('user_with_roles_by_id'),
);

/** The member and their roles (outside a transaction: a statement built once). */
export async function findUserWithRoles(db: Db, id: number): Promise<{ user: UserRow; roles: string[] } | undefined> {
  const [row] = await userWithRolesById(db).execute({ id });
  return row;
}
