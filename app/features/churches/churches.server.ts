import type { TFunction } from '../../i18n/translator.ts';
import { data } from 'react-router';
import { churchesView, countryNames, getChurch, prepareChurchMaps, type Church } from '../../../domain/churches/index.ts';
import type { Ctx } from '../../../domain/context.ts';
import { NotFound } from '../../../domain/errors.ts';
import type { PageHead } from '../../page.ts';
import type { Bookshop } from './BookshopBanner.tsx';

/** Server side of the churches pages: the maps drawn here (the back office's place picker inverts the main one). */

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
  const hours = meetingHours(c.horaires);
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
    ...(c.telephone ? { telephone: c.telephone } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(c.horaires.length ? { description: c.horaires.join(' ; ') } : {}),
    containedInPlace: { '@type': 'Country', name: countryNames[c.pays] },
  };
}

const weekdays: Record<string, string> = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
};

/**
 * The meeting times a line of the church's times states as « Dimanche 10 h 00 : culte » (a weekday then an hour):
 * the day and the hour the doors open. Lines in another form stay in the description only.
 */
export function meetingHours(lines: string[]): Record<string, string>[] {
  return lines.flatMap((line) => {
    const found = /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?\s+(?:à\s+)?(\d{1,2})\s*[h:]\s*(\d{2})?/i.exec(
      line.normalize('NFC'),
    );
    if (!found || Number(found[2]) > 23) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${weekdays[found[1].toLowerCase()]}`,
        opens: `${found[2].padStart(2, '0')}:${found[3] ?? '00'}`,
      },
    ];
  });
}

/** /eglises: the list of the churches, each by its page. */
export function churchesJsonLd(churches: { slug: string; nom: string }[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: churches.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.nom,
      url: new URL(`/eglises/${c.slug}`, origin).toString(),
    })),
  };
}

/** The main map's shapes for the back office's place picker (its projection is inverted in the browser). */
export function placeMap() {
  const { width, height, shapes } = prepareChurchMaps().main;
  return { width, height, shapes };
}
