import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import type { MediaEntry } from './types.ts';

const campPhotos = [
  ['Arrivée au camp', 'Les premiers campeurs posent leurs sacs devant le grand chalet.'],
  ['Le lac au matin', 'Le lac sous la brume, avant le petit déjeuner.'],
  ['Étude biblique en plein air', 'Un groupe d’adolescents ouvre la Bible à l’ombre des pins.'],
  ['Randonnée vers le col', 'La colonne des marcheurs monte vers le col, sous un ciel dégagé.'],
  ['Veillée', 'Chants autour du feu, le dernier soir.'],
  ['La cuisine du camp', 'Les bénévoles préparent le repas pour cent vingt personnes.'],
  ['Jeux dans la prairie', 'Grand jeu de l’après-midi dans la prairie.'],
  ['Coucher de soleil', 'Le soleil se couche derrière les montagnes.'],
  ['Baptêmes à la rivière', 'Les familles rassemblées au bord de la rivière.'],
  ['Le chœur des jeunes', 'Répétition du chœur des jeunes pour la soirée de clôture.'],
  ['Départ', 'Derniers au revoir sur le parking.'],
  ['Souvenir de groupe', 'Les moniteurs du camp réunis pour la photo.'],
];

const housePhotos = [
  ['La maison d’Anduze', 'La façade de la maison d’accueil au printemps.'],
  ['Le jardin', 'Le potager cultivé par les résidents.'],
  ['La grande table', 'Le repas partagé du dimanche.'],
  ['La bibliothèque', 'Un coin calme pour lire et prier.'],
  ['L’atelier', 'L’atelier de menuiserie où l’on répare les meubles des maisons.'],
  ['Le verger', 'Les pommiers en fleurs.'],
  ['La chapelle', 'La petite salle de réunion de la maison.'],
  ['Le soir', 'Les lumières de la maison à la tombée de la nuit.'],
];

/** Photo albums (type 9) 3650–3651: the pictures of the lightbox galleries. */
export const galleryEntries: MediaEntry[] = [
  {
    id: 3650,
    type: MediaTypeId.PHOTO_ALBUM,
    titre: 'Camp d’été dans les Alpes',
    sousTitre: 'Album photo',
    contenu:
      "<p>Quelques images du camp d'été des adolescents : randonnées, études bibliques, veillées et baptêmes.</p>",
    date: '2026-08-20',
    couverture: { motif: 'montagne', couleurs: ['#2e5c8a', '#1e6b3a'] },
    photos: campPhotos.map(([nom, description], i) => ({ nom, description, scene: i })),
    typeObjet: 'album',
  },
  {
    id: 3651,
    type: MediaTypeId.PHOTO_ALBUM,
    titre: 'La maison d’accueil d’Anduze',
    sousTitre: 'Album photo',
    contenu: "<p>La maison d'accueil au fil des saisons : le jardin, la grande table, l'atelier et la chapelle.</p>",
    date: '2026-05-02',
    couverture: { motif: 'phare', couleurs: ['#8a5a10', '#1d3557'] },
    photos: housePhotos.map(([nom, description], i) => ({ nom, description, scene: i + 3 })),
    typeObjet: 'album',
  },
];
