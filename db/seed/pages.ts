import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { schema } from '../client.ts';
import { FileTypeId } from '../schema/media-kinds.ts';
import { contentDir, seedFile } from './files.ts';
import type { Seeder } from './seeder.ts';
import { editorialPagePdf, governanceDocumentPdf, type PrintedPage } from './pages-pdf.ts';

/** The association's pages, in content/pages/<slug>.json. */
const slugs = ['historique', 'confession-de-foi', 'la-mission-le-phare-n-est-pas-une-secte', 'gouvernance'];

/** The fonts the receipts embed (platform/config.ts PDF_FONT, PDF_FONT_BOLD). */
function fonts() {
  return {
    regular: process.env.PDF_FONT || '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    bold: process.env.PDF_FONT_BOLD || '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  };
}

/**
 * The association's pages (history, confession of faith, the sect question, governance): their text into
 * page_editoriale, and the PDFs drawn from that same text (the page's full version, the governance documents) into
 * the file store under pages/<slug>/, public files the /fichiers route serves.
 */
export const pagesSeeder: Seeder = {
  name: 'pages de l’association',
  async run({ db, files }) {
    const author = process.env.SITE_NAME || 'Mission Évangélique Le Phare';
    const at = new Date('2026-01-15T09:00:00Z');
    for (const slug of slugs) {
      const contenu = JSON.parse(await readFile(path.join(contentDir, 'pages', `${slug}.json`), 'utf8')) as PrintedPage;
      await db
        .insert(schema.editorialPages)
        .values({ slug, contenu })
        .onConflictDoUpdate({ target: schema.editorialPages.slug, set: { contenu, updatedAt: new Date() } });
      const pdfs: { nom: string; titre: string; data: Uint8Array }[] = [];
      if (contenu.pdf) pdfs.push({ ...contenu.pdf, data: await editorialPagePdf(fonts(), contenu, author, at) });
      for (const document of contenu.documents ?? [])
        pdfs.push({ ...document, data: await governanceDocumentPdf(fonts(), document, author, at) });
      for (const pdf of pdfs) {
        await seedFile(db, files, {
          key: `pages/${slug}/${pdf.nom}.pdf`,
          nom: pdf.nom,
          description: pdf.titre,
          data: pdf.data,
          fichierTypeId: FileTypeId.DOCUMENT,
        });
      }
    }
  },
};
