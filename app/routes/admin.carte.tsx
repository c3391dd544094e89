import { href, Link } from 'react-router';
import { deleteHomeCard, getHomeCardForStaff, saveHomeCard } from '../../domain/admin/index.ts';
import { homeCardIcons, homeCardLanguages, homeCardSchema, type HomeCardLanguage } from '../../domain/home/browser.ts';
import { Field } from '../components/ui/index.ts';
import { unlessServerDown, useSchemaForm } from '../components/ui/form.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { RecordForm, recordVersion } from '../features/admin/RecordForm.tsx';
import { recordAction, recordLoader } from '../features/admin/staff-route.server.ts';
import { htmlLang, languageNames } from '../i18n/languages.ts';
import { PreviewLink } from '../features/admin/PreviewLink.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/admin.carte';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin', 'messages'] };

export async function loader(args: Route.LoaderArgs) {
  const { record: card, created } = await recordLoader(args, getHomeCardForStaff);
  const page = card
    ? staffPage(args.request, 'homeCards.editHeading', { title: card.textes.fr.titre })
    : staffPage(args.request, 'homeCards.createHeading');
  return { card, created, page };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export const action = (args: Route.ActionArgs) =>
  recordAction(args, {
    list: href('/admin/accueil'),
    schema: homeCardSchema,
    save: saveHomeCard,
    remove: deleteHomeCard,
  });

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

/** /admin/accueil/{id|nouvelle}: a home card's block, rank, link, icon, picture and words in each language. */
export default function AdminHomeCard(props: Route.ComponentProps) {
  return <CardForm key={recordVersion(props.loaderData.card)} {...props} />;
}

function CardForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT('admin');
  const { card, created } = loaderData;
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
    <AdminPage
      action={<Link to={href('/admin/accueil')}>{t('homeCards.back')}</Link>}
      done={actionData?.status === 'success' ? actionData.message : created ? t('homeCards.created') : null}
    >
      {card && (
        <p className="mb-4">
          <PreviewLink to="/" />
        </p>
      )}
      <RecordForm
        form={form}
        formError={formError}
        save={t('homeCards.save')}
        remove={
          card && { label: t('homeCards.delete'), ask: t('homeCards.deleteConfirm', { title: card.textes.fr.titre }) }
        }
      >
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
      </RecordForm>
    </AdminPage>
  );
}
