import { describe, expect, it } from 'vitest';
import { FileTypeId, MediaTypeId } from '../../../domain/media/browser.ts';
import type { MediaFull } from '../../../domain/media/index.ts';
import { mediaJsonLd } from './jsonld.ts';

type FichierFull = MediaFull['fichiers'][number]['fichier'];

const origin = 'https://mission.example';

function file(id: number, typeId: number, contentType: string, duree: number | null): MediaFull['fichiers'][number] {
  const fichier: FichierFull = {
    id,
    nom: `f${id}`,
    extension: contentType.split('/')[1],
    description: null,
    sharedLink: `/fichiers/${id}/f${id}.${contentType.split('/')[1]}`,
    taille: 1000,
    duree,
    largeur: null,
    hauteur: null,
    thumbnail_std: { sharedLink: '' },
    fichierContentType: { fichierType: { id: typeId }, contentType },
  };
  return { rang: 1, classement: null, couverture: false, visiblePublic: true, fichier };
}

function mediaOf(typeId: number, extra: Partial<MediaFull> = {}, fields: Record<string, unknown> = {}): MediaFull {
  return {
    media: {
      id: 5,
      titre: 'Un titre',
      sousTitre: null,
      contenu: '<p>Le texte de la page.</p>',
      mediaType: { id: typeId, nom: 'type', code: 'type' },
      datePublication: '2026-03-01',
      dateEdition: null,
      couverture: null,
      ...fields,
    } as MediaFull['media'],
    auteurs: [],
    fichiers: [],
    livreBibles: [],
    mediaMedias: [],
    videoYoutubes: [],
    notes: [],
    ...extra,
  };
}

const ld = (full: MediaFull) => mediaJsonLd(full, origin, `${origin}/media/5/un-titre`)!;

describe('mediaJsonLd', () => {
  it('a video file is a VideoObject with its address, type and ISO duration', () => {
    const data = ld(mediaOf(MediaTypeId.TALK, { fichiers: [file(9, FileTypeId.VIDEO, 'video/mp4', 3725)] }));
    expect(data).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: `${origin}/fichiers/9/f9.mp4`,
      encodingFormat: 'video/mp4',
      duration: 'PT62M5S',
      uploadDate: '2026-03-01',
      thumbnailUrl: `${origin}/images/media/mediatheque.svg`,
    });
  });

  it('a YouTube video is a VideoObject embedded from YouTube', () => {
    const data = ld(
      mediaOf(MediaTypeId.EXHORTATION, { videoYoutubes: [{ videoYoutube: { id: 1, idYoutube: 'abc', titre: null } }] }),
    );
    expect(data).toMatchObject({ '@type': 'VideoObject', embedUrl: 'https://www.youtube-nocookie.com/embed/abc' });
    expect(data).not.toHaveProperty('contentUrl');
  });

  it('an audio file is an AudioObject', () => {
    const data = ld(mediaOf(MediaTypeId.EXHORTATION, { fichiers: [file(3, FileTypeId.AUDIO, 'audio/mpeg', 75)] }));
    expect(data).toMatchObject({ '@type': 'AudioObject', duration: 'PT1M15S', contentUrl: `${origin}/fichiers/3/f3.mpeg` });
  });

  it('a magazine issue names its periodical and number', () => {
    const data = ld(mediaOf(MediaTypeId.MAGAZINE, {}, { numRevue: 42, nomRevue: { nom: 'Le Phare' } }));
    expect(data).toMatchObject({
      '@type': 'PublicationIssue',
      issueNumber: 42,
      isPartOf: { '@type': 'Periodical', name: 'Le Phare' },
    });
  });

  it('every media type has data: a written page without files is still described', () => {
    for (const typeId of Object.values(MediaTypeId)) {
      const data = ld(mediaOf(typeId));
      expect(data['@type'], `type ${typeId}`).toEqual(expect.any(String));
      expect(data).toMatchObject({ '@context': 'https://schema.org', name: 'Un titre', inLanguage: 'fr' });
    }
    expect(ld(mediaOf(MediaTypeId.TESTIMONY))['@type']).toBe('Article');
    expect(ld(mediaOf(MediaTypeId.HYMN))['@type']).toBe('CreativeWork');
  });
});
