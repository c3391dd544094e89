import type { Config } from '../../../platform/config.ts';
import { madeOnce } from '../../../platform/made-once.ts';

type Site = Pick<
  Config,
  | 'SITE_NAME'
  | 'PUBLIC_URL'
  | 'SITE_STREET'
  | 'SITE_POSTCODE'
  | 'SITE_CITY'
  | 'SITE_COUNTRY'
  | 'SITE_EMAIL'
  | 'SITE_PHONE'
>;

/** The association as schema.org knows it: its name, address, logo and contact, on every page that speaks of it. */
export function organizationJsonLd(site: Site): Record<string, unknown> {
  const abs = (path: string) => new URL(path, site.PUBLIC_URL).toString();
  return {
    '@type': 'Organization',
    '@id': abs('/#association'),
    name: site.SITE_NAME,
    url: abs('/'),
    logo: abs('/favicon.svg'),
    email: site.SITE_EMAIL,
    telephone: site.SITE_PHONE,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.SITE_STREET,
      postalCode: site.SITE_POSTCODE,
      addressLocality: site.SITE_CITY,
      addressCountry: site.SITE_COUNTRY,
    },
  };
}

/** The home page's data: the association and its web site. Made once per configuration (the page sends it as written). */
export const homeJsonLd = madeOnce((site: Site): Record<string, unknown> => {
  const organization = organizationJsonLd(site);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebSite',
        name: site.SITE_NAME,
        url: organization.url,
        inLanguage: 'fr',
        publisher: { '@id': organization['@id'] },
      },
    ],
  };
});
