import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { homeJsonLd } from './organization.server.ts';

describe('homeJsonLd', () => {
  it('names the association with its logo and postal address, and the web site it publishes', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://mission.example' });
    const data = homeJsonLd(config) as { '@graph': Record<string, unknown>[] };
    const [organization, site] = data['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: config.SITE_NAME,
      url: 'https://mission.example/',
      logo: 'https://mission.example/favicon.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: config.SITE_STREET,
        postalCode: config.SITE_POSTCODE,
        addressLocality: config.SITE_CITY,
      },
    });
    expect(site).toMatchObject({ '@type': 'WebSite', publisher: { '@id': organization['@id'] } });
  });
});
