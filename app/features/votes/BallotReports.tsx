import { useT } from '../../i18n/use-t.ts';
import { intlLocale } from '../../i18n/languages.ts';
import { formatParis } from '../../../platform/dates.ts';
import type { VoteBallot } from './types.ts';

/**
 * What precedes the resolutions (the ballot's title is the banner's): its dates from its schedule, its introduction (absent members) and its long reports
 * (activity, accounts, budget), each a disclosure the keyboard opens. The ballot's text is French.
 */
export function BallotReports({ ballot }: { ballot: VoteBallot }) {
  const { t, lang } = useT('votes');
  const { introduction, reports } = ballot.content;
  const day = (date: Date) => formatParis(date, intlLocale(lang), { date: 'long' });
  // The ballot closes at the start of the day after its last one.
  const dates = { opens: day(new Date(ballot.opensAt)), closes: day(new Date(Date.parse(ballot.closesAt) - 1)) };
  return (
    <>
      <p className="prose-text text-lg" data-testid="calendrier">
        {t(`schedule.${ballot.state}`, dates)}
      </p>
      <div lang="fr" className="prose-text text-lg">
        {introduction.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {reports.length > 0 && (
        <section aria-labelledby="rapports" className="mt-8">
          <h2 id="rapports" className="font-serif text-2xl font-semibold text-brand">
            {t('reports')}
          </h2>
          <div className="mt-4 flex flex-col gap-3">
            {reports.map((r) => (
              <details key={r.title} className="rounded-lg border border-sand bg-white p-4 shadow-sm">
                <summary className="min-h-11 cursor-pointer py-2 font-sans text-lg font-semibold text-brand" lang="fr">
                  {r.title}
                </summary>
                <div lang="fr" className="prose-text mt-2">
                  {r.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
