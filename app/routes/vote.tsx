import { useMemo } from 'react';
import { useT } from '../i18n/use-t.ts';
import { data } from 'react-router';
import { ballotForVoter, castVote, checkReceipt, ROLE_AG_VOTE } from '../../domain/votes/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { getReunionInformation, type ReunionInformation as Information } from '../../domain/live/index.ts';
import { receiptCheckSchema, voteMessages } from '../../domain/votes/browser.ts';
import { unlessServerDown } from '../components/ui/form.ts';
import { ReunionInformation } from '../features/live/ReunionInformation.tsx';
import { ReceiptCheck, RECEIPT_INTENT } from '../features/votes/ReceiptCheck.tsx';
import { VoteForm } from '../features/votes/VoteForm.tsx';
import { formFailure, formSuccess, postedForm, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { pageMeta, type PageHead } from '../page.ts';
import { readJson, sendJson } from '../sent-json.ts';
import { assertSameOrigin, privatePageHeaders, requireRoles } from '../session.server.ts';
import type { Route } from './+types/vote';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['votes', 'live', 'messages'] };

/** The ballot of the page: its address (/vote for 2021, /vote2024), a ballot's slug. */
const slugOf = (url: URL) => url.pathname.replace(/^\/+|\/+$/g, '');

const voterOf = (v: { id: number; email: string; firstname: string; lastname: string; roles: string[] }) => ({
  userId: v.id,
  email: v.email,
  firstname: v.firstname,
  lastname: v.lastname,
  roles: v.roles,
});

/** /vote and /vote2024: a ballot for ROLE_AG_VOTE (spec part 3 §2), checked on the server at every load. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const viewer = await requireRoles({ request, url }, ctx, [ROLE_AG_VOTE]);
  const slug = slugOf(url);
  const { ballot, voted } = await ballotForVoter(ctx, { scrutin: slug, voter: voterOf(viewer) }).catch(
    (err: unknown) => {
      if (err instanceof NotFound) throw data(null, { status: 404 });
      throw err;
    },
  );
  const { t } = getT(request);
  const page: PageHead = {
    title: ballot.title,
    descriptionMeta: t('votes:description'),
    h1: t('votes:h1'),
    h2: ballot.title,
    template: 2,
    image: '/images/banners/vote.svg',
    icone: 'check',
  };
  // The assembly's documents, audio and video (ag-reunion-information), shown above the reports where present.
  const information = await getReunionInformation(ctx, viewer.roles);
  // The reports and resolutions, the same for every voter, written once (about 135 values of the page's data).
  return { page, ballot: { ...ballot, content: sendJson(ballot.content) }, voted, information };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/**
 * Valider mon vote: the answers of both steps, one vote per member (the domain refuses a second). Or, with the
 * intent `recu`, a receipt code's check.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { ctx } = context;
  assertSameOrigin(request, ctx);
  // A visitor signs in first; a member without the role is refused (403), as on every reserved page (decision 0112).
  const viewer = await requireRoles({ request, url }, ctx, [ROLE_AG_VOTE]);
  const form = await postedForm(request);
  if (form.get('__intent') === RECEIPT_INTENT) {
    const submission = await readForm(form, receiptCheckSchema);
    if (submission.status !== 'success') return formFailure(submission);
    try {
      const { code } = submission.value;
      const { state } = await checkReceipt(ctx, { scrutin: slugOf(url), voter: voterOf(viewer), code });
      return formSuccess(submission, { data: { receipt: state } });
    } catch (err) {
      return formFailure(submission, err);
    }
  }
  const posted = Object.fromEntries([...form.entries()].filter(([k]) => !k.startsWith('__')));
  try {
    const { code, answers } = await castVote(ctx, {
      scrutin: slugOf(url),
      voter: voterOf(viewer),
      answers: posted,
    });
    // The answers go back to their author only, to show the vote read-only (they are stored nowhere with a name).
    return formSuccess(null, { message: voteMessages.success, data: { code, answers } });
  } catch (err) {
    return formFailure(null, err);
  }
}

/** A failed network or server keeps the answers as chosen, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

export default function Vote({ loaderData }: Route.ComponentProps) {
  useT('votes');
  const sent = loaderData.ballot;
  const ballot = useMemo(() => ({ ...sent, content: readJson(sent.content) }), [sent]);
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <div className="mx-auto max-w-3xl">
        {hasInformation(loaderData.information) ? (
          <div className="mb-10">
            <ReunionInformation value={loaderData.information} />
          </div>
        ) : null}
        <VoteForm key={ballot.slug} ballot={ballot} voted={loaderData.voted} />
        {ballot.state !== 'upcoming' ? <ReceiptCheck /> : null}
      </div>
    </div>
  );
}

const hasInformation = (i: Information) => i.fichiersATelecharger.length > 0 || Boolean(i.lienAudio || i.lienYoutube);
