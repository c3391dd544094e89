import { getFormProps } from '@conform-to/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useActionData, useFetcher } from 'react-router';
import {
  DEFAULT_VOTE,
  offeredValues,
  voteMessages,
  voteSchema,
  type BallotPart,
  type BallotResolution,
  type BallotState,
  type VoteValue,
} from '../../../domain/votes/browser.ts';
import { Alert, Button, cx, Modal } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { BallotReports } from './BallotReports.tsx';
import type { VoteBallot } from './types.ts';
import { resolutionLabel, VoteSummary } from './VoteSummary.tsx';

/** What the page's action answers: the receipt code, and the answers given (the member's own, to show them). */
type VoteResult = FormResult<{ code: string; answers: Record<string, VoteValue> }>;

/** Why the radios give way to a line of text: the ballot is closed or not open yet, or the member has voted. */
type Lock = 'closed' | 'upcoming' | 'voted' | null;

/**
 * The vote of one ballot (spec part 3 §2 "Correspondence vote pages", §4 "Vote pages"): step 1 the partner
 * association, Suivant; step 2 the mission association, Précédent and Valider mon vote. Every answer is Pour by
 * default. « Valider mon vote » shows the answers as text first, to confirm or change (with JavaScript; without it
 * the form posts at once). A closed ballot or a member who already voted gets its modal and its line in place of
 * the radios. After a vote, « Votre vote »: the answers given, as text.
 */
export function VoteForm({ ballot, voted }: { ballot: VoteBallot; voted: boolean }) {
  const { t } = useT('votes');
  const fetcher = useFetcher<VoteResult>();
  // Without JavaScript the form posts to the page itself: its answer is the page's action data.
  const posted = useActionData<VoteResult>();
  const result = fetcher.data ?? posted;
  const schema = useMemo(() => voteSchema(ballot.content), [ballot.content]);
  const [form] = useSchemaForm(schema, result);
  const [step, setStep] = useState(0);
  const [reviewing, setReviewing] = useState(false);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const [answers, setAnswers] = useState<Record<string, VoteValue>>(() => posted?.data?.answers ?? {});
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const done = result?.status === 'success' ? result.data?.code : undefined;
  const lock: Lock = ballotLock(ballot.state, voted);
  const [modal, setModal] = useState<'closed' | 'voted' | 'success' | null>(null);

  // On load only: a vote just made reloads the page's data into "voted", which the success modal already says.
  const initialLock = useRef(lock);
  useEffect(() => {
    if (initialLock.current === 'closed') setModal('closed');
    else if (initialLock.current === 'voted') setModal('voted');
  }, []);

  useEffect(() => {
    if (!done || !fetcher.data) return;
    setModal('success');
    setReviewing(false);
  }, [done, fetcher.data]);

  // The page goes to the top of the step or of the summary, and the keyboard with it.
  useEffect(() => {
    if (!moved.current) return;
    const heading = reviewing ? summaryHeading.current : stepHeading.current;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [step, reviewing]);
  const go = (next: number, review = false) => {
    moved.current = true;
    setStep(next);
    setReviewing(review);
  };

  // A submit that is not « Confirmer mon vote » (Enter in a radio group) shows the summary instead of voting.
  const formProps = getFormProps(form);
  const submitOrReview = (event: FormEvent<HTMLFormElement>) => {
    if (reviewing) return formProps.onSubmit(event);
    event.preventDefault();
    go(ballot.content.parts.length - 1, true);
  };

  const readOnly = lock !== null || Boolean(done);
  const asText = reviewing || Boolean(done);
  const chosen = done ? result!.data!.answers : answers;
  const failed = result?.status === 'error' ? Object.values(result.error ?? {}).flat() : [];
  const last = step === ballot.content.parts.length - 1;

  return (
    <>
      <BallotReports ballot={ballot} />
      <fetcher.Form method="post" {...formProps} onSubmit={submitOrReview} className="mt-10">
        {ballot.content.parts.map((p, i) => (
          <section
            key={p.id}
            aria-labelledby={`etape-${p.id}`}
            // Once the page has hydrated, one step at a time; without JavaScript, every step and Valider.
            className={cx(i > 0 && 'mt-12', i !== step && '[[data-hydrated=true]_&]:hidden', asText && 'hidden')}
          >
            <p className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
              {t('step', { n: i + 1, total: ballot.content.parts.length })}
            </p>
            <h2
              id={`etape-${p.id}`}
              ref={i === step ? stepHeading : undefined}
              tabIndex={-1}
              className="mt-1 scroll-mt-24 font-serif text-3xl font-semibold text-brand"
              lang="fr"
            >
              {p.title}
            </h2>
            <PartIntroduction part={p} />
            <Resolutions
              part={p}
              lock={lock}
              answers={answers}
              onAnswer={(key, value) => setAnswers((a) => ({ ...a, [key]: value }))}
            />
          </section>
        ))}
        {failed.length > 0 && (
          <Alert tone="error" className="mt-6">
            {failed.join(' ')}
          </Alert>
        )}
        {asText && (
          <VoteSummary
            ballot={ballot}
            answers={chosen}
            title={done ? t('yourVote.title') : t('review.title')}
            headingRef={summaryHeading}
          />
        )}
        {lock === 'voted' && !done && <p className="mt-6 text-lg">{t('yourVote.secret')}</p>}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {reviewing ? (
            <>
              <Button type="submit" busy={fetcher.state !== 'idle'}>
                {t('review.confirm')}
              </Button>
              <Button variant="outline" onClick={() => go(0)}>
                {t('review.edit')}
              </Button>
            </>
          ) : (
            !done && (
              <div className="hidden gap-3 [[data-hydrated=true]_&]:flex">
                {step > 0 && (
                  <Button variant="outline" onClick={() => go(step - 1)}>
                    {t('previous')}
                  </Button>
                )}
                {!last && (
                  <Button variant="secondary" onClick={() => go(step + 1)}>
                    {t('next')}
                  </Button>
                )}
                {last && !readOnly && <Button onClick={() => go(step, true)}>{t('submit')}</Button>}
              </div>
            )
          )}
          {!readOnly && (
            // Without JavaScript: every step on one page and this button, which posts at once.
            <div className="[[data-hydrated=true]_&]:hidden">
              <Button type="submit">{t('submit')}</Button>
            </div>
          )}
        </div>
        {done && (
          <p className="mt-6 text-lg" role="status">
            {t('receipt', { code: done })}
          </p>
        )}
      </fetcher.Form>
      <Modal
        open={modal !== null}
        onClose={() => setModal(null)}
        // The receipt's modal was opened by « Confirmer mon vote », gone since: the keyboard goes to « Votre vote ».
        focusAfter={() => summaryHeading.current}
        title={
          modal === 'closed'
            ? voteMessages.closedModal
            : modal === 'voted'
              ? voteMessages.alreadyVotedModal
              : voteMessages.success
        }
        closeLabel={t('close')}
        actions={
          <Button variant="secondary" onClick={() => setModal(null)}>
            {t('ok')}
          </Button>
        }
      >
        <p lang="fr">{voteMessages.thanks}</p>
        {modal === 'success' && done && <p className="mt-3">{t('receipt', { code: done })}</p>}
      </Modal>
    </>
  );
}

function ballotLock(state: BallotState, voted: boolean): Lock {
  if (state === 'closed') return 'closed';
  if (state === 'upcoming') return 'upcoming';
  return voted ? 'voted' : null;
}

function PartIntroduction({ part }: { part: BallotPart }) {
  return (
    <div lang="fr" className="prose-text mt-3">
      {part.introduction.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

interface ResolutionsProps {
  part: BallotPart;
  lock: Lock;
  answers: Record<string, VoteValue>;
  onAnswer: (key: string, value: VoteValue) => void;
}

/** The resolutions of one part; the board members up for renewal as a table (name, profession, vote). */
function Resolutions(props: ResolutionsProps) {
  const { t } = useT('votes');
  const { part } = props;
  const plain = part.resolutions.filter((r) => !r.candidate);
  const board = part.resolutions.filter((r) => r.candidate);
  return (
    <>
      <ol className="mt-6 flex list-none flex-col gap-5 p-0">
        {plain.map((r) => (
          <li key={r.key} className="rounded-lg border border-sand bg-white p-5 shadow-sm">
            <ResolutionChoice {...props} resolution={r} legend={resolutionLabel(t, r.key)}>
              <p lang="fr" className="mt-2 mb-4 leading-relaxed">
                {r.text}
              </p>
            </ResolutionChoice>
          </li>
        ))}
      </ol>
      {board.length > 0 && (
        <div className="mt-8">
          <h3 className="font-serif text-2xl font-semibold text-brand">{t('board.title')}</h3>
          <p className="mt-2">{t('board.intro')}</p>
          <div role="region" aria-labelledby="renouvellement" tabIndex={0} className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption id="renouvellement" className="sr-only">
                {t('board.title')}
              </caption>
              <thead>
                <tr className="border-b-2 border-brand">
                  <th scope="col" className="p-3">
                    {t('board.name')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('board.profession')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('board.vote')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.map((r) => (
                  <tr key={r.key} className="border-b border-sand align-top">
                    <th scope="row" className="p-3 font-semibold" lang="fr">
                      {r.candidate!.name}
                    </th>
                    <td className="p-3" lang="fr">
                      {r.candidate!.profession}
                    </td>
                    <td className="p-3">
                      <ResolutionChoice
                        {...props}
                        resolution={r}
                        legend={t('board.legend', { name: r.candidate!.name })}
                        legendHidden
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  );
}

/** One resolution's radio group Pour / Contre / Abstention (Abstention where offered), or the lock's line. */
function ResolutionChoice({
  resolution,
  legend,
  legendHidden = false,
  lock,
  answers,
  onAnswer,
  children,
}: ResolutionsProps & {
  resolution: BallotResolution;
  legend: string;
  legendHidden?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useT('votes');
  const value = answers[resolution.key] ?? DEFAULT_VOTE;
  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className={legendHidden ? 'sr-only' : 'font-sans text-lg font-semibold text-brand'}>{legend}</legend>
      {children}
      {lock ? (
        <p lang="fr" className="font-semibold text-muted">
          {lock === 'closed'
            ? voteMessages.closedInline
            : lock === 'voted'
              ? voteMessages.alreadyVotedInline
              : voteMessages.notYetOpen}
        </p>
      ) : (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {offeredValues(resolution).map((v) => (
            <label key={v} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={resolution.key}
                value={v}
                checked={value === v}
                onChange={() => onAnswer(resolution.key, v)}
                className="size-5 accent-brand"
              />
              {t(`values.${v}`)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
