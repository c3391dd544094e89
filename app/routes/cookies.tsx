import { useT } from '../i18n/use-t.ts';
import { Table } from '../components/ui/index.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type PageHead, type ShellHandle } from '../page.ts';
import type { Route } from './+types/cookies';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['cookies'], sameForMembers: true };

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
  const { t } = useT('cookies');
  const items = t('items', { returnObjects: true }) as StoredItem[];
  const sections = t('sections', { returnObjects: true, email: loaderData.email }) as Section[];
  return (
    <article className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <div className="prose-text mx-auto">
        <p className="text-sm text-muted">{t('updated')}</p>
        <p className="text-lg">{t('intro')}</p>
      </div>
      <Table
        className="mx-auto my-10 max-w-4xl"
        caption={t('table.caption')}
        captionClassName="mb-3 text-left font-serif text-2xl font-semibold text-brand"
        rows={items}
        rowKey={(item) => item.name}
        columns={[
          {
            header: t('table.name'),
            rowHeader: true,
            className: 'font-mono text-sm font-semibold text-brand',
            cell: (item) => item.name,
          },
          { header: t('table.kind'), className: 'text-sm', cell: (item) => item.kind },
          { header: t('table.purpose'), className: 'min-w-64', cell: (item) => item.purpose },
          { header: t('table.duration'), className: 'min-w-40 text-sm text-muted', cell: (item) => item.duration },
        ]}
      />
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
