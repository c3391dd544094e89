import { data, Link, redirect } from 'react-router';
import { getAccount } from '../../domain/accounts/index.ts';
import {
  createSubscription,
  type DeliveryChoice,
  formulaChoiceSchema,
  getSubscriber,
  listDeliveryChurches,
  subscriberInfoSchema,
  subscriptionSchema,
} from '../../domain/magazine/index.ts';
import { LinkButton } from '../components/ui/index.ts';
import { type FormResult } from '../components/ui/form.ts';
import { SubscriptionWizard, type PlainStep } from '../features/magazine/SubscriptionWizard.tsx';
import { formFailure, formSuccess, postedForm, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta, type PageHead } from '../page.ts';
import { readJson, sendJson } from '../sent-json.ts';
import { getViewer } from '../session.server.ts';
import type { Route } from './+types/revue';

/** Its strings besides common (decision 0036); the card tab is the donations' card input. */
export const handle: StringsHandle = { i18n: ['magazine', 'donations', 'messages'] };

const noChurches: DeliveryChoice[] = [];

/** /revue: the magazine, and the subscription card (spec part 3 §2 "Magazine page and subscription card"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const { t } = getT(request);
  const page: PageHead = {
    title: t('magazine:title'),
    descriptionMeta: t('magazine:description'),
    h1: t('magazine:h1'),
    h2: t('magazine:h2'),
    template: 2,
    image: '/images/banners/revue.svg',
    canonical: '/revue',
  };
  const viewer = await getViewer(request, ctx);
  const subscriber = viewer ? await getSubscriber(ctx, viewer.id, { userId: viewer.id }) : null;
  const account = viewer && !subscriber ? await getAccount(ctx, viewer.id).catch(() => null) : null;
  return {
    page,
    member: viewer ? { nom: viewer.lastname, prenom: viewer.firstname, email: viewer.email } : null,
    subscriber: subscriber && { nom: subscriber.nom, prenom: subscriber.prenom, nombreRevues: subscriber.nombreRevues },
    prefill: subscriber
      ? {
          tel: subscriber.tel,
          adressePostale: subscriber.adressePostale,
          codePostal: subscriber.codePostal,
          ville: subscriber.ville,
          pays: subscriber.pays,
        }
      : { tel: account?.telMobile ?? undefined },
    subscriberChurch: subscriber?.egliseId ?? null,
    // The same list for every member: its JSON written once while it is kept (decision 0153).
    churches: sendJson(viewer ? await listDeliveryChurches(ctx) : noChurches),
    publishableKey: ctx.payments.publishableKey,
  };
}

/**
 * The wizard without JavaScript: each of tabs 1 to 3 is a plain form posted here (the tabs before it as hidden
 * fields), checked with the same schemas as the API; the delivery tab stores the subscription as the API does, and
 * tab 4 says that the card payment needs JavaScript (decision 0076). With JavaScript the wizard calls the API.
 * The answer's `data` is the step to show, after a success as after a refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context;
  const viewer = await getViewer(request, ctx);
  if (!viewer) throw redirect('/login?redirectTo=%2Frevue');
  const form = await postedForm(request);
  const intent = form.get('intent');
  const refused = (step: PlainStep, submission: Parameters<typeof formFailure>[0], err?: unknown) => {
    const failure = formFailure(submission, err);
    return data({ ...failure.data, data: step } satisfies FormResult<PlainStep>, failure.init ?? undefined);
  };

  const formula = await readForm(form, formulaChoiceSchema);
  if (formula.status !== 'success') return refused({ tab: 1 }, formula);
  const { nombreRevues } = formula.value;
  if (intent === 'formule') return formSuccess(formula, { data: { tab: 2, nombreRevues } satisfies PlainStep });

  const info = await readForm(form, subscriberInfoSchema);
  if (info.status !== 'success') return refused({ tab: 2, nombreRevues }, info);
  if (intent === 'informations')
    return formSuccess(info, { data: { tab: 3, nombreRevues, info: info.value } satisfies PlainStep });

  const draft = await readForm(form, subscriptionSchema);
  const delivery = { tab: 3, nombreRevues, info: info.value } satisfies PlainStep;
  if (draft.status !== 'success') return refused(delivery, draft);
  try {
    const transaction = await createSubscription(ctx, draft.value, { userId: viewer.id });
    const step: PlainStep = {
      tab: 4,
      nombreRevues,
      info: info.value,
      livraisonDomicile: transaction.livraisonDomicile,
      egliseId: transaction.livraisonDomicile ? null : draft.value.egliseId,
      montant: transaction.montant,
    };
    return formSuccess(draft, { data: step });
  } catch (err) {
    return refused(delivery, draft, err);
  }
}

export const meta = pageMeta;
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export default function Revue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('magazine');
  const { subscriber } = loaderData;
  return (
    <div className="mx-auto flex max-w-page flex-col gap-10 px-5 py-12 md:px-8 md:py-16">
      <section aria-labelledby="revue-intro" className="max-w-prose">
        <h2 id="revue-intro" className="font-serif text-3xl font-semibold text-brand">
          {t('intro.heading')}
        </h2>
        <p className="mt-3 text-lg">{t('intro.text')}</p>
        <p className="mt-3">{t('intro.text2')}</p>
        <LinkButton to="/revues/revues" className="mt-6">
          {t('intro.all')}
        </LinkButton>
      </section>
      <section aria-labelledby="revue-abonnement" className="rounded-lg border-2 border-line bg-white p-5 md:p-8">
        <header className="mb-6 flex flex-col gap-2">
          <h2 id="revue-abonnement" className="font-serif text-2xl font-semibold text-brand">
            {t('card.heading')}
          </h2>
          {subscriber && (
            <p data-testid="revue-abonne" className="rounded-md bg-sand p-3 font-semibold">
              {t('card.subscriber', {
                name: `${subscriber.prenom} ${subscriber.nom}`,
                count: subscriber.nombreRevues,
              })}
            </p>
          )}
          <p className="text-muted">
            {t('card.help')}{' '}
            <Link to="/contact" className="font-semibold text-brand underline">
              {t('card.contact')}
            </Link>
          </p>
        </header>
        <SubscriptionWizard
          member={loaderData.member}
          prefill={loaderData.prefill}
          subscriberChurch={loaderData.subscriberChurch}
          churches={readJson(loaderData.churches)}
          publishableKey={loaderData.publishableKey}
          plain={actionData}
        />
      </section>
    </div>
  );
}
