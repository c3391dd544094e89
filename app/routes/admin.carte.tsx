import { getFormProps } from '@conform-to/react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { deleteHomeCard, getHomeCardForStaff, saveHomeCard } from '../../domain/admin/index.ts';
import { homeCardIcons, homeCardLanguages, homeCardSchema, type HomeCardLanguage } from '../../domain/home/browser.ts';
import { Alert, Button, Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { ActionButton, AdminHeading, Done } from '../features/admin/parts.tsx';
import { deleteThen, orNotFound, recordIdOrNew, savedForm, staffForm } from '../features/admin/staff-route.server.ts';
import { htmlLang, languageNames } from '../i18n/languages.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.carte';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const id = recordIdOrNew(params.id);
  return orNotFound(async () => ({
    card: id === null ? null : await getHomeCardForStaff(context.ctx, viewer, id),
    created: new URL(request.url).searchParams.has('creee'),
  }));
}

export const headers = privatePageHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context;
  const { viewer, form } = await staffForm(request, context);
  const id = recordIdOrNew(params.id);
  if (form.get('intent') === 'delete' && id !== null)
    return deleteThen(() => deleteHomeCard(ctx, viewer, id), '/admin/accueil?supprimee');
  return savedForm(form, homeCardSchema, async (payload) => {
    const saved = await saveHomeCard(ctx, viewer, id, payload);
    if (id === null) throw redirect(`/admin/accueil/${saved.id}?creee`);
    return saved;
  });
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/accueil/{id|nouvelle}: a home card's block, rank, link, icon, picture and words in each language. */
export default function AdminHomeCard({ loaderData, actionData }: Route.ComponentProps) {
  const { card } = loaderData;
  // A new form for each stored version: after a save it shows what the server kept.
  return (
    <CardForm
      key={card ? `${card.id}-${new Date(card.updatedAt).getTime()}` : 'nouvelle'}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function CardForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { card, created } = loaderData;
  const navigation = useNavigation();
  const defaults: Record<string, string> = card
    ? { bloc: String(card.bloc), rang: String(card.rang), lien: card.lien, icone: card.icone, image: card.image }
    : { bloc: '1', rang: '1', icone: 'church' };
  for (const [lang, words] of Object.entries(card?.textes ?? {})) {
    defaults[`titre_${lang}`] = words.titre;
    defaults[`sousTitre_${lang}`] = words.sousTitre;
    defaults[`texte_${lang}`] = words.texte;
  }
  const [form, fields] = useSchemaForm(homeCardSchema, actionData, { defaultValue: defaults });
  const f = (name: string) => t(`homeCards.fields.${name}`);
  const formError = actionData?.status === 'error' ? actionData.error?.['']?.[0] : undefined;
  const words = (lang: HomeCardLanguage) => (
    <div className="grid gap-5" lang={htmlLang(lang)}>
      <Field meta={fields[`titre_${lang}`]} label={f('titre')} />
      <Field meta={fields[`sousTitre_${lang}`]} label={f('sousTitre')} required={false} />
      <Field meta={fields[`texte_${lang}`]} label={f('texte')} control={(props) => <textarea rows={3} {...props} />} />
    </div>
  );
  return (
    <section aria-labelledby="admin-carte">
      <AdminHeading action={<Link to="/admin/accueil">{t('homeCards.back')}</Link>}>
        <span id="admin-carte">
          {card ? t('homeCards.editHeading', { title: card.textes.fr.titre }) : t('homeCards.createHeading')}
        </span>
      </AdminHeading>
      <Done message={actionData?.status === 'success' ? actionData.message : created ? t('homeCards.created') : null} />
      {card && (
        <p className="mb-4">
          <Link to="/">{t('homeCards.view')}</Link>
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="flex max-w-3xl flex-col gap-5">
        {(form.errors?.[0] ?? formError) && <Alert tone="error">{form.errors?.[0] ?? formError}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            meta={fields.bloc}
            label={f('bloc')}
            control={(props) => (
              <select {...props}>
                <option value="">—</option>
                {[1, 2].map((n) => (
                  <option key={n} value={n}>
                    {t('homeCards.blockName', { n })}
                  </option>
                ))}
              </select>
            )}
          />
          <Field meta={fields.rang} inputMode="numeric" label={f('rang')} hint={f('rangHint')} />
          <Field meta={fields.lien} label={f('lien')} hint={f('lienHint')} />
          <Field
            meta={fields.icone}
            label={f('icone')}
            control={(props) => (
              <select {...props}>
                <option value="">—</option>
                {homeCardIcons.map((icon) => (
                  <option key={icon} value={icon}>
                    {t(`homeCards.icons.${icon}`)}
                  </option>
                ))}
              </select>
            )}
          />
          <Field meta={fields.image} label={f('image')} hint={f('imageHint')} />
        </div>
        <fieldset className="rounded-md border-2 border-line p-4">
          <legend className="px-2 font-semibold" lang="fr">
            {languageNames.fr}
          </legend>
          {words('fr')}
        </fieldset>
        <p>{t('homeCards.otherLanguages')}</p>
        {homeCardLanguages.slice(1).map((lang) => (
          <details
            key={lang}
            className="rounded-md border-2 border-line p-4"
            open={['titre', 'sousTitre', 'texte'].some((name) => fields[`${name}_${lang}`].errors) || undefined}
          >
            <summary className="cursor-pointer font-semibold" lang={htmlLang(lang)}>
              {languageNames[lang]}
            </summary>
            <div className="mt-4">{words(lang)}</div>
          </details>
        ))}
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'}>
            {t('homeCards.save')}
          </Button>
        </div>
      </Form>
      {card && (
        <div className="mt-10 border-t-2 border-line pt-6">
          <ActionButton
            intent="delete"
            label={t('homeCards.delete')}
            variant="outline"
            ask={t('homeCards.deleteConfirm', { title: card.textes.fr.titre })}
          />
        </div>
      )}
    </section>
  );
}
