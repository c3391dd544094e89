import { useT } from '../i18n/use-t.ts';
import { Link } from 'react-router';
import { JsonLd } from '../components/JsonLd.tsx';
import { Icon } from '../components/ui/index.ts';
import { churchHead, churchJsonLd, loadChurch } from '../features/churches/churches.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/eglise';
import type { StringsHandle } from '../i18n/strings.ts';
import { Email } from '../components/ui/Email.tsx';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['churches'], sameForMembers: true };

/** /eglises/{slug}: a church's address, meeting times, choirs, contact, a link back to the map; schema.org Church. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const church = await loadChurch(context.ctx, params.slug);
  const { t } = getT(request);
  return {
    page: churchHead(t, church),
    church: { ...church, updatedAt: undefined },
    jsonLd: churchJsonLd(church, context.ctx.config.PUBLIC_URL),
  };
}

export const meta = pageMeta;

function Block({
  title,
  icon,
  children,
}: {
  title: string;
  icon: 'pin' | 'history' | 'music' | 'mail';
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-line bg-white p-6 shadow-card">
      <h2 className="mb-3 flex items-center gap-2 font-serif text-2xl text-brand">
        <Icon name={icon} className="size-6 text-ochre" />
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Eglise({ loaderData }: Route.ComponentProps) {
  const { t } = useT('churches');
  const { church: c, jsonLd } = loaderData;
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <JsonLd data={jsonLd} />
      <div className="grid gap-6 md:grid-cols-2">
        <Block title={t('church.address')} icon="pin">
          <address className="not-italic" lang="fr">
            <strong>{c.nom}</strong>
            {c.adresse && <span className="block">{c.adresse}</span>}
            <span className="block">
              {c.codePostal} {c.ville}
            </span>
            <span className="block">{t(`countries.${c.pays}`)}</span>
          </address>
        </Block>
        <Block title={t('church.times')} icon="history">
          {c.horaires.length ? (
            <ul className="list-none space-y-1 p-0" lang="fr">
              {c.horaires.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : (
            <p>{t('church.noTimes')}</p>
          )}
        </Block>
        {c.chorales.length > 0 && (
          <Block title={t('church.choirs')} icon="music">
            <ul className="list-none space-y-1 p-0" lang="fr">
              {c.chorales.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </Block>
        )}
        <Block title={t('church.contact')} icon="mail">
          <ul className="list-none space-y-2 p-0">
            {c.email && (
              <li>
                <a href={`mailto:${c.email}`} className="text-brand underline">
                  {t('church.email')}
                </a>{' '}
                <span className="text-sm text-muted">
                  (<Email address={c.email} />)
                </span>
              </li>
            )}
            {c.telephone && (
              <li>
                <a href={`tel:${c.telephone.replace(/\s/g, '')}`} className="text-brand underline">
                  {c.telephone}
                </a>
              </li>
            )}
            {c.lien && (
              <li>
                <a href={c.lien} target="_blank" rel="noopener noreferrer" className="text-brand underline">
                  {t('church.website')}
                  <span className="sr-only"> ({t('newTab')})</span>
                </a>
              </li>
            )}
          </ul>
        </Block>
      </div>
      {c.popupValue && (
        <div
          lang="fr"
          className="prose-text church-popup mt-8 space-y-3 rounded-lg bg-sand p-6"
          // Sanitised when stored (domain/churches, platform/html.ts).
          dangerouslySetInnerHTML={{ __html: c.popupValue }}
        />
      )}
      <p className="mt-10">
        <Link to="/eglises" className="inline-flex items-center gap-2 font-semibold text-brand underline">
          <Icon name="chevron-left" />
          {t('church.map')}
        </Link>
      </p>
    </div>
  );
}
