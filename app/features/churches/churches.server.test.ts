import { describe, expect, it } from 'vitest';
import type { Church } from '../../../domain/churches/index.ts';
import { churchesJsonLd, churchJsonLd, meetingHours } from './churches.server.ts';

const origin = 'https://mission.example';

describe('meetingHours', () => {
  it('reads the weekday and the hour of each line written as « Dimanche 10 h 00 : culte »', () => {
    expect(
      meetingHours([
        'Dimanche 10 h 00 : culte et école du dimanche',
        'mercredi à 20h : étude biblique',
        'Samedis 18:30 réunion de prière',
        'Le premier dimanche du mois : repas fraternel',
        'Lundi 25 h 00 : impossible',
      ]),
    ).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '10:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '18:30' },
    ]);
  });
});

describe('churchJsonLd', () => {
  const church: Church = {
    id: 1,
    slug: 'lyon',
    nom: 'Église évangélique de Lyon',
    codePostal: '69008',
    ville: 'Lyon',
    pays: 'FR',
    lien: null,
    popup: false,
    popupValue: null,
    adresse: '22 rue Laënnec',
    latitude: 45.7485,
    longitude: 4.8467,
    horaires: ['Dimanche 10 h 00 : culte'],
    chorales: [],
    email: 'lyon@eglise.example',
    telephone: '04 78 00 00 00',
    updatedAt: new Date(),
  };

  it('gives the meeting times as opening hours and keeps e-mail out (a Place has none in schema.org)', () => {
    const data = churchJsonLd(church, origin);
    expect(data).toMatchObject({
      '@type': 'Church',
      url: `${origin}/eglises/lyon`,
      telephone: '04 78 00 00 00',
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Sunday', opens: '10:00' }],
    });
    expect(data).not.toHaveProperty('email');
  });

  it('lists the churches of /eglises, each by its page', () => {
    expect(churchesJsonLd([church], origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Église évangélique de Lyon', url: `${origin}/eglises/lyon` },
      ],
    });
  });
});
