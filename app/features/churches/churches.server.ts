import type { TFunction } from '../../i18n/translator.ts';
import { data } from 'react-router';
import { churchesView, countryNames, getChurch, type Church } from '../../../domain/churches/index.ts';
import type { Ctx } from '../../../domain/context.ts';
import { NotFound } from '../../../domain/errors.ts';
import type { PageHead } from '../../page.ts';
import type { Bookshop } from './BookshopBanner.tsx';

/** Server side of the churches pages: the maps are projected here (never in the browser). */

export function churchesHead(t: TFunction): PageHead {
  return {
    title: t('churches:page.title'),
    descriptionMeta: t('churches:page.description'),
    h1: t('churches:page.h1'),
    h2: t('churches:page.h2'),
    template: 2,
    image: '/images/banners/eglises.svg',
    icone: 'church',
    canonical: '/eglises',
  };
}

export function loadChurchesView(ctx: Ctx) {
  return churchesView(ctx);
}

export function bookshopOf(ctx: Ctx): Bookshop {
  const c = ctx.config;
  return {
    href: c.LINK_BOOKSHOP,
    social: (
      [
        ['facebook', c.BOOKSHOP_FACEBOOK ?? c.SOCIAL_FACEBOOK],
        ['youtube', c.BOOKSHOP_YOUTUBE ?? c.SOCIAL_YOUTUBE],
        ['instagram', c.BOOKSHOP_INSTAGRAM ?? c.SOCIAL_INSTAGRAM],
      ] as const
    ).flatMap(([network, href]) => (href ? [{ network, href }] : [])),
  };
}

/** A church for its page, or the site's 404. */
export async function loadChurch(ctx: Ctx, slug: string): Promise<Church> {
  try {
    return await getChurch(ctx, slug);
  } catch (err) {
    if (err instanceof NotFound) throw data(null, { status: 404 });
    throw err;
  }
}

export function churchHead(t: TFunction, c: Church): PageHead {
  const vars = { name: c.nom, postcode: c.codePostal, city: c.ville, country: t(`churches:countries.${c.pays}`) };
  return {
    title: c.nom,
    descriptionMeta: t('churches:church.description', vars),
    h1: c.nom,
    h2: t('churches:church.h2', vars),
    template: 2,
    image: '/images/banners/eglises.svg',
    icone: 'church',
    canonical: `/eglises/${c.slug}`,
  };
}

/** schema.org Church of a church's page. */
export function churchJsonLd(c: Church, origin: string): Record<string, unknown> {
  const url = new URL(`/eglises/${c.slug}`, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    '@id': url,
    name: c.nom,
    url,
    ...(c.lien ? { sameAs: c.lien } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(c.adresse ? { streetAddress: c.adresse } : {}),
      postalCode: c.codePostal,
      addressLocality: c.ville,
      addressCountry: c.pays,
    },
    geo: { '@type': 'GeoCoordinates', latitude: c.latitude, longitude: c.longitude },
    ...(c.email ? { email: c.email } : {}),
    ...(c.telephone ? { telephone: c.telephone } : {}),
    ...(c.horaires.length ? { description: c.horaires.join(' ; ') } : {}),
    containedInPlace: { '@type': 'Country', name: countryNames[c.pays] },
  };
}
