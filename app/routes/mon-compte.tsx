import { useEffect, useState } from 'react';
import { redirect, useSearchParams } from 'react-router';
import { deleteOwnAccount, erasurePreview } from '../../domain/admin/index.ts';
import { readTogether } from '../../domain/context.ts';
import { useT } from '../i18n/use-t.ts';
import { accountUpdateSchema } from '../../domain/accounts/browser.ts';
import { getAccount, sendResetLinkToMember, updateAccount } from '../../domain/accounts/index.ts';
import { listReceiptsForEmail } from '../../domain/donations/index.ts';
import { listRegularGifts } from '../../domain/giving/index.ts';
import { subscriberAccount } from '../../domain/magazine/index.ts';
import { Button, Modal, Tabs, type TabItem } from '../components/ui/index.ts';
import { unlessServerDown, useMessage, type FormResult } from '../components/ui/form.ts';
import { FormPanel } from '../features/accounts/FormPanel.tsx';
import { MyData } from '../features/accounts/MyData.tsx';
import { EDIT_TOGGLE_ID, PersonalInfo } from '../features/accounts/PersonalInfo.tsx';
import { accountPage } from '../features/accounts/page.ts';
import { ReceiptsList } from '../features/donations/ReceiptsList.tsx';
import { givingAction, givingIntents } from '../features/giving/action.server.ts';
import { GivingTab } from '../features/giving/GivingTab.tsx';
import { SubscriberTab } from '../features/magazine/SubscriberTab.tsx';
import { formFailure, formSuccess, readForm, postedForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { assertSameOrigin, clearedSessionCookie, privatePageHeaders, requireRoles } from '../session.server.ts';
import type { Route } from './+types/mon-compte';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = {
  i18n: ['accounts', 'donations', 'giving', 'magazine', 'messages'],
  banner: 'compact',
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const viewer = await requireRoles({ request, url }, ctx, ['ROLE_CONNECTED']);
  const { t } = getT(request);
  // Each tab's reads, sent to the database together.
  const [account, receipts, magazine, gifts, erasure] = await readTogether(ctx, () =>
    Promise.all([
      getAccount(ctx, viewer.id),
      listReceiptsForEmail(ctx, viewer.email),
      subscriberAccount(ctx, viewer.id),
      listRegularGifts(ctx, { userId: viewer.id }),
      erasurePreview(ctx, viewer.id),
    ]),
  );
  return {
    page: accountPage(t, 'account'),
    account,
    receipts,
    magazine,
    gifts,
    payments: {
      publishableKey: ctx.payments.publishableKey,
      creditor: ctx.config.SITE_NAME,
      creditorId: ctx.config.SEPA_CREDITOR_ID,
    },
    erasure,
  };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export async function action({ request, url, context }: Route.ActionArgs) {
  const { ctx } = context;
  assertSameOrigin(request, ctx);
  const viewer = await requireRoles({ request, url }, ctx, ['ROLE_CONNECTED']);
  const form = await postedForm(request);
  if (givingIntents.includes(String(form.get('intent')))) return givingAction(ctx, viewer.id, form);
  if (form.get('intent') === 'delete-account') {
    // What is erased and what the law keeps: decision 0086, domain/admin/personal-data-map.ts. A running monthly
    // gift holds it back (MyData says so; a gift made meanwhile is refused here).
    try {
      await deleteOwnAccount(ctx, viewer.id);
    } catch (err) {
      return formFailure(null, err);
    }
    return redirect('/', { headers: { 'Set-Cookie': clearedSessionCookie(ctx) } });
  }
  if (form.get('intent') === 'reset-link') {
    try {
      return formSuccess(null, await sendResetLinkToMember(ctx, viewer.id));
    } catch (err) {
      return formFailure(null, err);
    }
  }
  const submission = await readForm(form, accountUpdateSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    // A success puts the server's values (normalised) back in the fields.
    const { message } = await updateAccount(ctx, viewer.id, viewer.id, submission.payload);
    return formSuccess(submission, { message, reset: true });
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** My account: its tabs are a list, so another area adds its own tab with one entry here. */
export default function MonCompte({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('accounts');
  const { t: tDonations } = useT('donations');
  const { t: tMagazine } = useT('magazine');
  const { t: tGiving } = useT('giving');
  // The tab a link names (the giving mails link to ?onglet=dons-reguliers).
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('onglet') ?? 'infos');
  const [modal, setModal] = useState<string | null>(null);
  const message = useMessage();
  useEffect(() => {
    if (actionData?.status === 'success' && actionData.message) setModal(actionData.message);
  }, [actionData]);

  const tabs: TabItem[] = [
    {
      id: 'infos',
      label: t('account.infos'),
      // The giving tab's answers go to its own forms (fetchers), never here.
      content: <PersonalInfo account={loaderData.account} result={actionData as FormResult | undefined} />,
    },
    {
      id: 'recus',
      label: tDonations('receipts.tab'),
      content: <ReceiptsList receipts={loaderData.receipts} email={loaderData.account.email} />,
    },
    {
      id: 'revue',
      label: tMagazine('account.tab'),
      content: <SubscriberTab account={loaderData.magazine} />,
    },
    {
      id: 'dons-reguliers',
      label: tGiving('tab'),
      content: (
        <GivingTab
          gifts={loaderData.gifts}
          holder={`${loaderData.account.firstname} ${loaderData.account.lastname}`}
          payments={loaderData.payments}
        />
      ),
    },
    { id: 'donnees', label: t('myData.heading'), content: <MyData erasure={loaderData.erasure} /> },
  ];

  return (
    <FormPanel wide>
      <Tabs
        label={t('account.tabsLabel')}
        tabs={tabs}
        selected={tabs.some((item) => item.id === tab) ? tab : 'infos'}
        onSelect={setTab}
      />
      <Modal
        open={modal !== null}
        onClose={() => setModal(null)}
        focusAfter={() => document.getElementById(EDIT_TOGGLE_ID)}
        title={t('account.modalTitle')}
        closeLabel={t('close')}
        actions={<Button onClick={() => setModal(null)}>{t('ok')}</Button>}
      >
        <p>{modal && message(modal)}</p>
      </Modal>
    </FormPanel>
  );
}
