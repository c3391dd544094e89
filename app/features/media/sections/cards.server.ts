import type { ListedMedia, MediaSummary } from '../../../../domain/media/index.ts';

/** What a media card shows: the page gets a short extract, never the whole HTML content of every media. */
export interface CardMedia {
  id: number;
  titre: string;
  sousTitre: string | null;
  datePublication: string | null;
  couverture: MediaSummary['couverture'];
  extrait: string | null;
}

export type CardMediaWithAudios = CardMedia & Pick<ListedMedia, 'audios'>;

/** The first words of the content as plain text, cut at a word and ended with an ellipsis. */
function extract(html: string | null, max = 160): string | null {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > max
    ? `${text
        .slice(0, max)
        .replace(/\s+\S*$/, '')
        .replace(/[\s.,;:!?…]+$/, '')}…`
    : text;
}

export function toCard(m: MediaSummary): CardMedia {
  return {
    id: m.id,
    titre: m.titre,
    sousTitre: m.sousTitre,
    datePublication: m.datePublication,
    couverture: m.couverture,
    extrait: extract(m.contenu),
  };
}

export function toCards(items: ListedMedia[]): CardMediaWithAudios[] {
  return items.map((m) => ({ ...toCard(m), audios: m.audios }));
}
