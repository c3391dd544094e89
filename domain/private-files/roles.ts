import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { meetings } from '../live/index.ts';

const { privateFiles, keyValuePublics, courseItems, liveMeetings } = schema;

/**
 * The roles that may read a stored file (decisions 0050, 0088), as an SQL text[]: its fichier_prive role, and the
 * roles of every role-restricted thing whose links name it — a key-value item with roles (the information meeting's
 * documents), a course item (ROLE_CANDIDAT, as listCourseData), a live meeting's addresses (its meeting's role).
 * Empty: nothing restricts it. A file is named by `/fichiers/{id}/` or `/fichiers-prives/{id}/` in a link, whatever
 * comes before (the site's origin or none), so no address of it escapes the rule.
 */
export function fileRolesSql(fileId: SQLWrapper): SQL<string[]> {
  const named = sql`('/fichiers(-prives)?/' || ${fileId}::text || '/')`;
  return sql<string[]>`array(
    select p.role from ${privateFiles} p where p.fichier_id = ${fileId}
    union select unnest(k.roles) from ${keyValuePublics} k where cardinality(k.roles) > 0 and k.valeur::text ~ ${named}
    union select 'ROLE_CANDIDAT' from ${courseItems} c where c.cle like 'formation-%' and c.lien ~ ${named}
    union select case l.reunion when 'reunion' then ${meetings.reunion.role}::text
                                when 'pastorale' then ${meetings.pastorale.role}::text end
      from ${liveMeetings} l
      where concat_ws(' ', l.reu_direct_url, l.reu_direct_youtube_url, l.last_retransmission_reunion_url) ~ ${named}
  )`;
}
