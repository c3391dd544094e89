import { schema } from '../client.ts';
import type { SurveyQuestion } from '../schema/surveys.ts';
import type { Seeder } from './seeder.ts';

const repetition = (jour: string) => `Répétition du ${jour}`;
const enregistrement = (jour: string) => `Enregistrement du ${jour}`;

/** The choir and orchestra survey of May–June 2022 (spec part 2 §3, §9): its keys and dates. */
const choirSurvey2022 = {
  slug: 'chorale-orchestre-mai-juin-2022',
  titre: 'Chorale et orchestre : répétitions et enregistrements de mai-juin 2022',
  questions: [
    { cle: 'chorale29mai', section: 'chorale', libelle: repetition('dimanche 29 mai 2022'), date: '2022-05-29' },
    { cle: 'chorale12juin', section: 'chorale', libelle: repetition('dimanche 12 juin 2022'), date: '2022-06-12' },
    { cle: 'chorale26juin', section: 'chorale', libelle: repetition('dimanche 26 juin 2022'), date: '2022-06-26' },
    {
      cle: 'chorale1juillet',
      section: 'chorale',
      libelle: enregistrement('vendredi 1er juillet 2022'),
      date: '2022-07-01',
    },
    {
      cle: 'chorale2juillet',
      section: 'chorale',
      libelle: enregistrement('samedi 2 juillet 2022'),
      date: '2022-07-02',
    },
    { cle: 'orc29mai', section: 'orchestre', libelle: repetition('dimanche 29 mai 2022'), date: '2022-05-29' },
    { cle: 'orc12juin', section: 'orchestre', libelle: repetition('dimanche 12 juin 2022'), date: '2022-06-12' },
    { cle: 'orc26juin', section: 'orchestre', libelle: repetition('dimanche 26 juin 2022'), date: '2022-06-26' },
  ] satisfies SurveyQuestion[],
};

/**
 * The first survey. In the demo it closes a year after loading (decision 0049), so its flow can be tried; a
 * re-run keeps the closing date already set.
 */
export const surveysSeeder: Seeder = {
  name: 'sondage chorale et orchestre',
  async run({ db }) {
    const { slug, titre, questions } = choirSurvey2022;
    await db
      .insert(schema.surveys)
      .values({ slug, titre, questions, closesAt: new Date(Date.now() + 365 * 24 * 3600_000) })
      .onConflictDoUpdate({ target: schema.surveys.slug, set: { titre, questions } });
  },
};
