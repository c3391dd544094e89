import { useTranslation } from 'react-i18next';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type PageHead } from '../page.ts';
import type { Route } from './+types/cookies';

interface StoredItem {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

interface Section {
  title: string;
  paragraphs: string[];
}

/** The privacy and cookie policy: what the site really stores (keep it true when that changes). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const page: PageHead = {
    title: t('cookies:title'),
    descriptionMeta: t('cookies:description'),
    h1: t('cookies:h1'),
    h2: t('cookies:h2'),
    template: 2,
    image: '/images/banners/cookies.svg',
    icone: 'info',
  };
  return { page, email: context.ctx.config.SITE_EMAIL };
}

export const meta = pageMeta;

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cookies');
  const items = t('items', { returnObjects: true }) as StoredItem[];
  const sections = t('sections', { returnObjects: true, email: loaderData.email }) as Section[];
  return (
    <article className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <div className="prose-text mx-auto">
        <p className="text-sm text-muted">{t('updated')}</p>
        <p className="text-lg">{t('intro')}</p>
      </div>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-labelledby="stored-items"
        tabIndex={0}
        className="mx-auto my-10 max-w-4xl overflow-x-auto"
      >
        <table className="w-full border-collapse text-left">
          <caption id="stored-items" className="mb-3 text-left font-serif text-2xl font-semibold text-brand">
            {t('table.caption')}
          </caption>
          <thead>
            <tr className="border-b-2 border-brand">
              <th scope="col" className="py-2 pr-4">
                {t('table.name')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('table.kind')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('table.purpose')}
              </th>
              <th scope="col" className="py-2">
                {t('table.duration')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.name} className="border-b border-line align-top">
                <th scope="row" className="py-3 pr-4 font-mono text-sm font-semibold text-brand">
                  {item.name}
                </th>
                <td className="py-3 pr-4 text-sm">{item.kind}</td>
                <td className="min-w-64 py-3 pr-4">{item.purpose}</td>
                <td className="min-w-40 py-3 text-sm text-muted">{item.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="prose-text mx-auto">
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
