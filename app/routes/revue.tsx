import { Link } from 'react-router';
import { getAccount } from '../../domain/accounts/index.ts';
import { getSubscriber, listDeliveryChurches } from '../../domain/magazine/index.ts';
import { LinkButton } from '../components/ui/index.ts';
import { SubscriptionWizard } from '../features/magazine/SubscriptionWizard.tsx';
import { getT } from '../i18n/i18n.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta, type PageHead } from '../page.ts';
import { getViewer } from '../session.server.ts';
import type { Route } from './+types/revue';

/** Its strings besides common (decision 0036); the card tab is the donations' card input. */
export const handle: StringsHandle = { i18n: ['magazine', 'donations'] };

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
    churches: viewer ? await listDeliveryChurches(ctx) : [],
    publishableKey: ctx.payments.publishableKey,
  };
}

export const meta = pageMeta;
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export default function Revue({ loaderData }: Route.ComponentProps) {
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
          churches={loaderData.churches}
          publishableKey={loaderData.publishableKey}
        />
      </section>
    </div>
  );
}
