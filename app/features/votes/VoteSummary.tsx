import type { Ref } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { DEFAULT_VOTE, type VoteValue } from '../../../domain/votes/browser.ts';
import type { VoteBallot } from './types.ts';

/** A resolution's name as its radio group's legend gives it: « Résolution n° 2 », or the candidate's name. */
export function resolutionLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  key: string,
  candidate?: { name: string },
): string {
  if (candidate) return candidate.name;
  const n = key.match(/(\d+)$/)?.[1];
  return n ? t('resolution.numbered', { n }) : t('resolution.preliminary');
}

/**
 * The member's answers as text, part by part: before the vote, to confirm them; just after it, as « Votre vote ».
 * The answers are the member's own, in their browser: the site keeps none with their name (decision 0085).
 */
export function VoteSummary({
  ballot,
  answers,
  title,
  headingRef,
}: {
  ballot: VoteBallot;
  answers: Record<string, VoteValue>;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useT('votes');
  return (
    <section aria-labelledby="recapitulatif" className="mt-10 rounded-lg border border-sand bg-white p-5 shadow-sm">
      <h2
        id="recapitulatif"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 font-serif text-3xl font-semibold text-brand"
      >
        {title}
      </h2>
      {ballot.content.parts.map((part) => (
        <div key={part.id} className="mt-6">
          <h3 lang="fr" className="font-serif text-xl font-semibold text-brand">
            {part.title}
          </h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {part.resolutions.map((r) => (
              <div key={r.key} className="contents" data-testid={`choix-${r.key}`}>
                <dt lang={r.candidate ? 'fr' : undefined}>{resolutionLabel(t, r.key, r.candidate)}</dt>
                <dd className="m-0 font-semibold">{t(`values.${answers[r.key] ?? DEFAULT_VOTE}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
