import { describe, expect, it } from 'vitest';
import { pageMeta, type PageHead } from './page.ts';

const page = {
  title: 'Historique',
  descriptionMeta: 'L’histoire de la mission',
  canonical: '/historique',
} as PageHead;
const shell = JSON.stringify({ site: { name: 'Mission Le Phare', publicUrl: 'https://lephare.example' }, menu: [] });

describe('pageMeta', () => {
  it('reads the site’s name and address from the root’s shell JSON', () => {
    const tags = pageMeta({ data: { page }, matches: [{ id: 'root', data: { shell } }] });
    expect(tags).toContainEqual({ title: 'Historique | Mission Le Phare' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://lephare.example/historique' });
  });

  it('falls back to the page’s title without the root’s data', () => {
    expect(pageMeta({ data: { page }, matches: [] })).toContainEqual({ title: 'Historique' });
  });
});
