import type { TFunction } from '../../i18n/translator.ts';
import type { EditorialPageView, EditorialSlug } from '../../../domain/pages/index.ts';
import type { PageHead } from '../../page.ts';
import type { IconName } from '../../components/ui/Icon.tsx';
import { organizationJsonLd } from './organization.server.ts';

/** Strings key and banner of each of the association's pages. */
const pageKeys: Record<EditorialSlug, { key: string; banner: string; icone: IconName }> = {
  historique: { key: 'historique', banner: 'historique', icone: 'history' },
  'confession-de-foi': { key: 'confession', banner: 'confession-de-foi', icone: 'bible' },
  'la-mission-le-phare-n-est-pas-une-secte': { key: 'secte', banner: 'secte', icone: 'info' },
  gouvernance: { key: 'gouvernance', banner: 'gouvernance', icone: 'church' },
};

export function editorialHead(t: TFunction, slug: EditorialSlug): PageHead {
  const { key, banner, icone } = pageKeys[slug];
  return {
    title: t(`pages:${key}.title`),
    descriptionMeta: t(`pages:${key}.description`),
    h1: t(`pages:${key}.h1`),
    h2: t(`pages:${key}.h2`),
    template: 2,
    image: `/images/banners/${banner}.svg`,
    icone,
    canonical: `/${slug}`,
  };
}

/**
 * schema.org data of a page: a WebPage about the association (an Organization), with its PDFs as associated media;
 * the governance page also names the officers (Person, with their role) as the organisation's members.
 */
export function editorialJsonLd(
  page: EditorialPageView,
  head: PageHead,
  site: Parameters<typeof organizationJsonLd>[0],
): Record<string, unknown> {
  const abs = (path: string) => new URL(path, site.PUBLIC_URL).toString();
  const organization = organizationJsonLd(site);
  if (page.responsables)
    organization.member = page.responsables.map((r) => ({
      '@type': 'OrganizationRole',
      roleName: r.type,
      member: { '@type': 'Person', name: r.nom, homeLocation: r.residence },
    }));
  const pdfs = [
    ...(page.pdfUrl ? [{ name: page.pdf?.titre, url: page.pdfUrl }] : []),
    ...(page.documents ?? []).flatMap((d) => (d.url ? [{ name: d.titre, url: d.url }] : [])),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': page.slug === 'historique' ? 'AboutPage' : 'WebPage',
    name: head.title,
    description: head.descriptionMeta,
    url: abs(`/${page.slug}`),
    inLanguage: 'fr',
    about: organization,
    ...(pdfs.length
      ? {
          associatedMedia: pdfs.map((p) => ({
            '@type': 'MediaObject',
            name: p.name,
            contentUrl: abs(p.url),
            encodingFormat: 'application/pdf',
          })),
        }
      : {}),
  };
}
