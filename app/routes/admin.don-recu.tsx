import { getFormProps } from '@conform-to/react';
import { Form, href, Link, redirect } from 'react-router';
import { correctDonationReceipt, getDonationForStaff } from '../../domain/admin/index.ts';
import { civilites, receiptCorrectionSchema } from '../../domain/donations/browser.ts';
import { Alert, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { AskFirst } from '../features/admin/AskFirst.tsx';
import { orNotFound, recordId, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.don-recu';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'money', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return orNotFound(async () => {
    const donation = await getDonationForStaff(context.ctx, viewer, recordId(params.id));
    const receipt = donation.receipts.find((r) => r.code === params.code && r.inForce);
    if (!receipt) throw new Response('Reçu introuvable', { status: 404 });
    return { donation, receipt, page: staffPage(request, 'money:donations.correctHeading', { code: receipt.code }) };
  });
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** The receipt corrected: the same operation as `npm run admin -- receipt:correct`. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, viewer, form } = await staffForm(request, context);
  const id = recordId(params.id);
  return savedForm(form, receiptCorrectionSchema, async (payload) => {
    const done = await correctDonationReceipt(ctx, viewer, params.code, payload);
    throw redirect(`${href('/admin/dons/:id', { id: String(id) })}?corrige=${encodeURIComponent(done.receipt)}`);
  });
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/dons/{id}/recu/{code}: the donor's details of a receipt corrected; a new receipt replaces it. */
export default function AdminReceiptCorrection({
  loaderData: { donation, receipt },
  actionData,
}: Route.ComponentProps) {
  const { t } = useT('money');
  const [form, fields] = useSchemaForm(receiptCorrectionSchema, actionData, {
    defaultValue: {
      civilite: donation.civilite,
      nom: donation.nom,
      prenom: donation.prenom,
      adressePostale: donation.adressePostale,
      codePostal: donation.codePostal,
      ville: donation.ville,
      pays: donation.pays,
    },
  });
  const f = (name: string) => t(`donations.fields.${name}`);
  return (
    <AdminPage
      action={<Link to={href('/admin/dons/:id', { id: String(donation.id) })}>{t('donations.backToGift')}</Link>}
    >
      <p className="mb-6 max-w-3xl">{t('donations.correctIntro')}</p>
      {form.errors?.[0] && (
        <Alert tone="error" className="mb-6">
          {form.errors[0]}
        </Alert>
      )}
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        <Field
          meta={fields.civilite}
          label={f('civilite')}
          control={(props) => (
            <select {...props}>
              <option value="">—</option>
              {civilites.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.prenom} label={f('prenom')} autoComplete="off" />
          <Field meta={fields.nom} label={f('nom')} autoComplete="off" />
        </div>
        <Field meta={fields.adressePostale} label={f('adressePostale')} autoComplete="off" />
        <div className="grid gap-5 sm:grid-cols-3">
          <Field meta={fields.codePostal} label={f('codePostal')} autoComplete="off" />
          <Field meta={fields.ville} label={f('ville')} autoComplete="off" />
          <Field meta={fields.pays} label={f('pays')} autoComplete="off" />
        </div>
        <AskFirst
          label={t('donations.correctSubmit')}
          question={t('donations.correctQuestion', { code: receipt.code, email: donation.email })}
          confirm={t('donations.correctConfirm')}
        />
      </Form>
    </AdminPage>
  );
}
