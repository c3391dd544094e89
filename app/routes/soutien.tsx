import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { getAccount } from '../../domain/accounts/index.ts';
import { createDonation, recordChoice } from '../../domain/donations/index.ts';
import { donationSchema } from '../../domain/donations/browser.ts';
import { formatEuros, TAX_RELIEF_INCOME_CAP_PERCENT, TAX_RELIEF_PERCENT, taxRelief } from '../../domain/money.ts';
import { AddressBlock } from '../components/AddressBlock.tsx';
import { DonationFlow } from '../features/donations/DonationFlow.tsx';
import { draftKept } from '../features/donations/monthly/draft.ts';
import { MonthlyGift } from '../features/donations/monthly/MonthlyGift.tsx';
import { formFailure, formSuccess, readForm, postedForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type PageHead } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { assertSameOrigin, getViewer } from '../session.server.ts';
import type { Route } from './+types/soutien';
import { unlessServerDown } from '../components/ui/form.ts';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['donations', 'messages'], banner: 'compact' };

/** The gift the page takes as an example of what a donor pays after the tax reduction. */
const EXAMPLE_GIFT_CENTS = 5000;

/** /soutien: support the mission by card, transfer or cheque (spec part 1 §2 "Donation"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const { t, lang } = getT(request);
  const page: PageHead = {
    title: t('donations:title'),
    descriptionMeta: t('donations:description'),
    h1: t('donations:h1'),
    h2: t('donations:h2'),
    template: 2,
    image: '/images/banners/soutien.svg',
    icone: 'heart',
    canonical: '/soutien',
  };
  const viewer = await getViewer(request, ctx);
  const account = viewer ? await getAccount(ctx, viewer.id).catch(() => null) : null;
  const c = ctx.config;
  return {
    page,
    prefill: viewer
      ? { nom: viewer.lastname, prenom: viewer.firstname, email: viewer.email, tel: account?.telMobile ?? undefined }
      : {},
    bank: { holder: c.BANK_HOLDER, iban: c.BANK_IBAN, bic: c.BANK_BIC, bank: c.BANK_NAME },
    payee: c.YOUTH_ASSOCIATION_NAME,
    publishableKey: ctx.payments.publishableKey,
    signedIn: viewer !== null,
    creditor: { name: c.SITE_NAME, id: c.SEPA_CREDITOR_ID },
    tax: {
      rate: TAX_RELIEF_PERCENT,
      cap: TAX_RELIEF_INCOME_CAP_PERCENT,
      amount: formatEuros(EXAMPLE_GIFT_CENTS, lang),
      cost: formatEuros(EXAMPLE_GIFT_CENTS - taxRelief(EXAMPLE_GIFT_CENTS), lang),
    },
  };
}

export const meta = pageMeta;

/** The information form creates the donation; the transfer and cheque tabs record a promise. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context;
  assertSameOrigin(request, ctx);
  const form = await postedForm(request);
  const viewer = await getViewer(request, ctx);
  const asker = viewer ? { userId: viewer.id } : null;
  if (form.get('intent') === 'choix') {
    try {
      const { choix } = await recordChoice(ctx, String(form.get('id') ?? ''), form.get('choix'), asker);
      return formSuccess(null, { data: { choix } });
    } catch (err) {
      return formFailure(null, err);
    }
  }
  const submission = await readForm(form, donationSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    const created = await createDonation(ctx, submission.payload, asker);
    const { prenom, nom } = submission.value;
    return formSuccess(submission, { data: { ...created, titulaire: `${prenom} ${nom}` } });
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/**
 * « Je donne une fois » or « Je donne chaque mois »: the address says which (?don=mensuel), so that a return after
 * signing in finds it, as does a visitor's draft kept while they signed in (draft.ts); changed in place (no navigation:
 * nothing on the page is fetched again).
 */
function useGiftKind() {
  const [params] = useSearchParams();
  const [monthly, setMonthly] = useState(params.get('don') === 'mensuel');
  const choose = useCallback((next: boolean) => {
    setMonthly(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('don', 'mensuel');
    else url.searchParams.delete('don');
    window.history.replaceState(window.history.state, '', url);
  }, []);
  useEffect(() => {
    if (draftKept()) choose(true);
  }, [choose]);
  return [monthly, choose] as const;
}

export default function Soutien({ loaderData }: Route.ComponentProps) {
  const { t } = useT('donations');
  const [monthly, setMonthly] = useGiftKind();
  return (
    <div className="mx-auto grid max-w-page gap-10 px-5 py-12 md:px-8 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="don-titre">
        <h2 id="don-titre" className="font-serif text-3xl font-semibold text-brand">
          {t('heading')}
        </h2>
        <fieldset className="mt-4 mb-6 grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">{t('monthly.choiceLegend')}</legend>
          {[false, true].map((each) => (
            <label
              key={String(each)}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 border-line bg-white px-4 py-3 text-lg font-semibold has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name="frequence"
                className="size-5"
                checked={monthly === each}
                onChange={() => setMonthly(each)}
              />
              {each ? t('monthly.monthly') : t('monthly.once')}
            </label>
          ))}
        </fieldset>
        {monthly ? (
          <>
            <p className="mb-8 max-w-prose text-lg">{t('monthly.intro')}</p>
            <MonthlyGift
              prefill={loaderData.prefill}
              signedIn={loaderData.signedIn}
              creditor={loaderData.creditor}
              publishableKey={loaderData.publishableKey}
            />
          </>
        ) : (
          <>
            <p className="mb-8 max-w-prose text-lg">{t('intro')}</p>
            <DonationFlow
              prefill={loaderData.prefill}
              bank={loaderData.bank}
              payee={loaderData.payee}
              publishableKey={loaderData.publishableKey}
            />
          </>
        )}
      </section>
      <aside className="flex flex-col gap-6">
        <section aria-labelledby="don-impot" className="rounded-lg border-2 border-gold bg-white p-5">
          <h2 id="don-impot" className="mb-2 text-xl font-semibold text-brand">
            {t('tax.title', loaderData.tax)}
          </h2>
          <p>{t('tax.text', loaderData.tax)}</p>
          <p className="mt-2 text-sm text-muted">{t('tax.example', loaderData.tax)}</p>
        </section>
        <AddressBlock mapLink heading={2} />
      </aside>
    </div>
  );
}
