import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitizeHtml } from '../../platform/html.ts';
import { schema } from '../client.ts';
import { contentDir } from './files.ts';
import type { Seeder } from './seeder.ts';

interface ChurchEntry {
  slug: string;
  nom: string;
  adresse: string;
  codePostal: string;
  ville: string;
  pays: string;
  latitude: number;
  longitude: number;
  horaires: string;
  chorales: string;
  email: string | null;
  telephone: string | null;
  lien?: string;
  popup?: boolean;
  popupValue?: string;
}

/** The demo churches (content/churches/eglises.json): fictitious, in real towns; upserted by slug, popups sanitised. */
export const churchesSeeder: Seeder = {
  name: 'églises',
  async run({ db }) {
    const list = JSON.parse(readFileSync(path.join(contentDir, 'churches', 'eglises.json'), 'utf8')) as ChurchEntry[];
    for (const c of list) {
      const values = {
        ...c,
        lien: c.lien ?? null,
        popup: c.popup ?? false,
        popupValue: c.popupValue ? sanitizeHtml(c.popupValue) : null,
      };
      await db.insert(schema.churches).values(values).onConflictDoUpdate({ target: schema.churches.slug, set: values });
    }
  },
};
