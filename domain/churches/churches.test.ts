import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapEntries } from '../media/index.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { churchesView, deliveryChurches, getChurch, listChurches, saveChurch, type ChurchInput } from './index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const church = (over: Partial<ChurchInput>): ChurchInput => ({
  slug: 'lyon',
  nom: 'Église évangélique de Lyon',
  codePostal: '69008',
  ville: 'Lyon',
  pays: 'FR',
  latitude: 45.75,
  longitude: 4.85,
  lien: 'https://lyon.exemple.fr',
  ...over,
});

describe('churches', () => {
  it('stores the popup HTML sanitised: no script, no event attribute, no javascript: link', async () => {
    const saved = await saveChurch(
      t.ctx,
      church({
        slug: 'nimes',
        ville: 'Nîmes',
        nom: 'Église évangélique de Nîmes',
        popup: true,
        popupValue:
          '<p onclick="steal()">Culte <strong>dimanche</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><a href="https://exemple.fr">site</a>',
      }),
    );
    expect(saved.popupValue).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(saved.popupValue).toContain('<p>Culte <strong>dimanche</strong></p>');
    expect(saved.popupValue).toContain('<a href="https://exemple.fr" rel="noopener noreferrer">site</a>');
    expect((await getChurch(t.ctx, 'nimes')).popupValue).toBe(saved.popupValue);
  });

  it('refuses a popup without content and a bad country, in French', async () => {
    await expect(saveChurch(t.ctx, church({ slug: 'x', popup: true }))).rejects.toMatchObject({
      fields: { popupValue: 'Le contenu de la fenêtre est obligatoire quand elle est activée' },
    });
    await expect(saveChurch(t.ctx, church({ slug: 'x', pays: 'DE' as 'FR' }))).rejects.toMatchObject({
      fields: { pays: 'Pays inconnu' },
    });
  });

  it('lists by country in the spec order, then alphabetically by town (accents ignored)', async () => {
    await saveChurch(t.ctx, church({ slug: 'geneve', ville: 'Genève', pays: 'CH', latitude: 46.2, longitude: 6.14 }));
    await saveChurch(t.ctx, church({ slug: 'conakry', ville: 'Conakry', pays: 'GN', latitude: 9.6, longitude: -13.6 }));
    await saveChurch(t.ctx, church({ slug: 'liege', ville: 'Liège', pays: 'BE', latitude: 50.6, longitude: 5.6 }));
    await saveChurch(t.ctx, church({ slug: 'tana', ville: 'Antsirabe', pays: 'MG', latitude: -19.9, longitude: 47 }));
    await saveChurch(t.ctx, church({ slug: 'plovdiv', ville: 'Plovdiv', pays: 'BG', latitude: 42.1, longitude: 24.7 }));
    await saveChurch(t.ctx, church({ slug: 'eze', ville: 'Èze', latitude: 43.73, longitude: 7.36 }));
    await saveChurch(t.ctx, church({}));
    expect((await listChurches(t.ctx)).map((c) => c.ville)).toEqual([
      'Èze',
      'Lyon',
      'Nîmes',
      'Liège',
      'Genève',
      'Plovdiv',
      'Antsirabe',
      'Conakry',
    ]);
    const view = await churchesView(t.ctx);
    expect(view.groups.map((g) => g.pays)).toEqual(['FR', 'BE', 'CH', 'BG', 'MG', 'GN']);
    // A pin per church of the main map, inside it; the small maps name their country's church.
    expect(view.main.pins.map((p) => p.slug).sort()).toEqual(['eze', 'geneve', 'liege', 'lyon', 'nimes']);
    const lyon = view.main.pins.find((p) => p.slug === 'lyon')!;
    const liege = view.main.pins.find((p) => p.slug === 'liege')!;
    expect(liege.y).toBeLessThan(lyon.y);
    expect(lyon.x).toBeGreaterThan(0);
    expect(lyon.x).toBeLessThan(view.main.width);
    expect(view.small.map((m) => [m.pays, m.church])).toEqual([
      ['BG', 'plovdiv'],
      ['GN', 'conakry'],
      ['MG', 'tana'],
    ]);
    expect(
      view.main.shapes
        .filter((s) => s.pays)
        .map((s) => s.pays)
        .sort(),
    ).toEqual(['BE', 'CH', 'FR', 'LU']);
  });

  it('answers the delivery churches with id, name, postcode, town and contact address', async () => {
    const list = await deliveryChurches(t.ctx);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      nom: 'Église évangélique de Lyon',
      codePostal: '69008',
      ville: expect.any(String),
      email: null,
    });
  });

  it("puts every church's page in the sitemap", async () => {
    const locs = (await sitemapEntries(t.ctx)).map((e) => e.loc);
    const base = t.ctx.config.PUBLIC_URL.replace(/\/$/, '');
    expect(locs).toContain(`${base}/eglises/lyon`);
    expect(locs).toContain(`${base}/eglises/conakry`);
    expect(locs.filter((l) => l.includes('/eglises/'))).toHaveLength(8);
  });

  it('answers NotFound for an unknown slug', async () => {
    await expect(getChurch(t.ctx, 'atlantide')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
