import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import type { MediaEntry } from './types.ts';

/** Stanzas written for the demo hymns (four lines each). */
const stanzas: string[] = [
  'Au matin je lève les yeux,<br>Vers toi, Seigneur, mon Dieu fidèle ;<br>Ta grâce est neuve sous les cieux,<br>Ta bonté toujours renouvelle.',
  'Quand la route monte et se perd,<br>Quand le soir tombe sur la plaine,<br>Ta main me guide au désert,<br>Et ta paix soulage ma peine.',
  'Tu m’as cherché, j’étais perdu,<br>Loin de la maison de mon Père ;<br>Ton amour ne s’est pas rendu,<br>Tu m’as rendu à la lumière.',
  'Chantons ensemble, peuple aimé,<br>Le nom de Jésus, notre frère ;<br>Par lui nous sommes pardonnés,<br>Par lui nous chantons sur la terre.',
  'Ô croix où mon Sauveur mourut,<br>Je viens à toi les mains vides ;<br>Là, tout mon fardeau disparut,<br>Là, mes pas devinrent solides.',
  'Sur la mer quand souffle le vent,<br>Ta voix commande à la tempête ;<br>Je me repose en t’écoutant,<br>Et la vague baisse la tête.',
  'Un jour, les larmes cesseront,<br>La mort n’aura plus de puissance ;<br>Et tous les rachetés verront<br>Le Roi de gloire en sa présence.',
  'Esprit de Dieu, souffle de vie,<br>Viens habiter dans nos demeures ;<br>Fais de nos cœurs une patrie<br>Où ta lumière toujours demeure.',
  'Je veux te suivre pas à pas,<br>Même si le chemin est rude ;<br>Tu ne m’abandonneras pas,<br>Tu combles ma solitude.',
  'Gloire au Père, gloire au Fils,<br>Gloire à l’Esprit qui nous rassemble ;<br>Que nos voix, nos vies soient unies<br>Pour le louer toujours ensemble.',
];

const refrains: string[] = [
  '<em>Refrain :</em><br>Ta fidélité est grande,<br>Tu ne changes pas, Seigneur !',
  '<em>Refrain :</em><br>Alléluia, Jésus est vivant,<br>Alléluia, il revient bientôt !',
  '<em>Refrain :</em><br>Sois mon berger, conduis mes pas,<br>Je ne manquerai de rien.',
];

/** Title, origin, type, arrangement, harmonisation, author. */
const hymns: [string, string, string, string, string, string][] = [
  ['Au matin je lève les yeux', 'Réveil de Genève', 'Louange', 'Orgue', 'Daniel Rocher', 'rocher'],
  ['Ta main me guide', 'Cantique traditionnel', 'Confiance', 'Guitare', 'Ruth Garnier', 'garnier'],
  ['J’étais perdu', 'Chant de camp', 'Salut', 'Piano', 'Josué Bertrand', 'bertrand'],
  ['Chantons ensemble', 'Mission Le Phare', 'Louange', 'Chœur mixte', 'Daniel Rocher', 'choeur'],
  ['Ô croix du Sauveur', 'Réveil de Genève', 'Croix', 'Orgue', 'Josué Bertrand', 'anonyme'],
  ['Sur la mer', 'Chant de marins bretons', 'Confiance', 'Guitare', 'Lydie Bonnet', 'bonnet'],
  ['Un jour les larmes cesseront', 'Negro spiritual', 'Espérance', 'Piano', 'Ruth Garnier', 'anonyme'],
  ['Esprit de Dieu', 'Mission Le Phare', 'Saint-Esprit', 'Quatuor à cordes', 'Daniel Rocher', 'fabre'],
  ['Pas à pas', 'Chant de camp', 'Consécration', 'Guitare', 'Timothée Roux', 'roux'],
  ['Gloire au Père', 'Psautier huguenot', 'Doxologie', 'Orgue', 'Josué Bertrand', 'anonyme'],
  ['Ta fidélité est grande', 'Mission Le Phare', 'Louange', 'Piano', 'Ruth Garnier', 'marchand'],
  ['Le berger fidèle', 'Psautier huguenot', 'Confiance', 'Chœur mixte', 'Daniel Rocher', 'anonyme'],
  ['Jésus est vivant', 'Chant de Pâques malgache', 'Pâques', 'Percussions', 'Naivo Rakotomalala', 'rakoto'],
  ['Lumière du monde', 'Cantique traditionnel', 'Noël', 'Orgue', 'Josué Bertrand', 'anonyme'],
  ['Viens, Seigneur', 'Chant de Guinée', 'Avent', 'Percussions', 'Mamadou Camara', 'camara'],
  ['Dans la vallée', 'Chant bulgare', 'Consolation', 'Accordéon', 'Ivan Petrov', 'petrov'],
  ['Mon âme, bénis l’Éternel', 'Psautier huguenot', 'Louange', 'Orgue', 'Daniel Rocher', 'anonyme'],
  ['La paix du soir', 'Chant de camp', 'Soir', 'Guitare', 'Lydie Bonnet', 'bonnet'],
  ['Rassemblés autour de toi', 'Mission Le Phare', 'Cène', 'Piano', 'Ruth Garnier', 'choeur'],
  ['Je viens à toi', 'Réveil de Genève', 'Appel', 'Piano', 'Josué Bertrand', 'vidal'],
  ['Que ton règne vienne', 'Mission Le Phare', 'Prière', 'Chœur mixte', 'Daniel Rocher', 'rocher'],
  ['Vers les montagnes', 'Chant suisse', 'Confiance', 'Cor des Alpes', 'Josué Bertrand', 'bertrand'],
  ['Le chant des moissonneurs', 'Chant de camp', 'Mission', 'Guitare', 'Timothée Roux', 'roux'],
  ['Merci pour ce jour', 'Chant d’enfants', 'Enfants', 'Piano', 'Lydie Bonnet', 'bonnet'],
  ['Sous ton aile', 'Cantique traditionnel', 'Confiance', 'Quatuor à cordes', 'Ruth Garnier', 'garnier'],
  ['Le grand jour', 'Negro spiritual', 'Espérance', 'Chœur mixte', 'Daniel Rocher', 'choeur'],
  ['Une source en moi', 'Mission Le Phare', 'Saint-Esprit', 'Piano', 'Ruth Garnier', 'fabre'],
  ['Avec toi sur la route', 'Chant de camp', 'Consécration', 'Guitare', 'Timothée Roux', 'roux'],
  ['Heureux le cœur', 'Psautier huguenot', 'Béatitudes', 'Orgue', 'Josué Bertrand', 'anonyme'],
  ['Amen, Seigneur', 'Chant de Guinée', 'Louange', 'Percussions', 'Mamadou Camara', 'camara'],
];

const videoIds = ['kQ3nVx8LrTs', 'pW7cHd2mZaE', 'Yt5bR9uXfLo', 'Gm4sJk1NwQe', 'Lz8vT3cPdRa'];

/** Hymns (type 2) 3200–3229, each with its lyrics, a short recording, origin, arrangement and harmonisation. */
export const hymnEntries: MediaEntry[] = hymns.map(
  ([titre, origine, typeCantique, arrangement, harmonisation, auteur], i) => ({
    id: 3200 + i,
    type: MediaTypeId.HYMN,
    titre,
    sousTitre: `Cantique n° ${i + 1} du recueil`,
    contenu: [
      `<p>${stanzas[i % stanzas.length]}</p>`,
      `<p>${refrains[i % refrains.length]}</p>`,
      `<p>${stanzas[(i + 3) % stanzas.length]}</p>`,
    ].join('\n'),
    auteurs: [auteur],
    date: `20${String(10 + (i % 14)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
    origine,
    typeCantiques: [typeCantique],
    arrangements: [arrangement, ...(i % 4 === 0 ? ['Chœur mixte'] : [])].filter((a, k, all) => all.indexOf(a) === k),
    harmonisations: [harmonisation],
    audios: [
      { nom: `${titre} (chœur)`, description: 'Enregistrement du chœur de la mission', secondes: 3 },
      ...(i % 3 === 0
        ? [{ nom: `${titre} (instrumental)`, description: 'Accompagnement seul, pour chanter chez soi', secondes: 2 }]
        : []),
    ],
    videos:
      i % 6 === 0 ? [{ idYoutube: videoIds[(i / 6) % videoIds.length], titre: `${titre}, en concert` }] : undefined,
    refs: i % 2 === 0 ? [['Psaumes', `${100 + i}.1`]] : undefined,
    notes: i % 5 === 0 ? ['Paroles écrites pour les camps d’été de la mission.'] : undefined,
    typeObjet: 'cantique',
  }),
);

/** The hymnbook (type 16) and a CD album (type 8) gathering some hymns. */
export const hymnCollections: MediaEntry[] = [
  {
    id: 3240,
    type: MediaTypeId.HYMNBOOK,
    titre: 'Cantiques de la mission',
    sousTitre: 'Le recueil des assemblées',
    contenu:
      '<p>Les cantiques chantés dans nos assemblées et nos camps : paroles, origine, arrangements et enregistrements du chœur.</p>',
    auteurs: ['choeur'],
    date: '2016-03-01',
    couverture: { motif: 'colombe', couleurs: ['#12233b', '#5b3a8a'] },
    enfants: hymnEntries.map((h) => h.id),
    typeObjet: 'recueil',
  },
  {
    id: 3241,
    type: MediaTypeId.CD_ALBUM,
    titre: 'Ta fidélité est grande',
    sousTitre: 'Album du chœur de la mission',
    contenu:
      "<p>Douze cantiques enregistrés par le chœur et l'orchestre de la mission lors de la convention d'été. Écoutez l'album en entier ou choisissez un chant.</p>",
    auteurs: ['choeur'],
    date: '2022-11-20',
    couverture: { motif: 'soleil', couleurs: ['#8a5a10', '#1d3557'] },
    enfants: hymnEntries.slice(0, 12).map((h) => h.id),
    audios: hymnEntries.slice(0, 6).map((h, k) => ({ nom: `${k + 1}. ${h.titre}`, secondes: 2 + (k % 2) })),
    typeObjet: 'album',
  },
];
