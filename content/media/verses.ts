/** Verses quoted in the demo content, from the Louis Segond 1910 (public domain): [book, reference, text]. */
const verses: [string, string, string][] = [
  [
    'Jean',
    '3.16',
    "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle.",
  ],
  ['Psaumes', '23.1', "L'Éternel est mon berger: je ne manquerai de rien."],
  ['Matthieu', '11.28', 'Venez à moi, vous tous qui êtes fatigués et chargés, et je vous donnerai du repos.'],
  [
    'Romains',
    '8.28',
    'Nous savons, du reste, que toutes choses concourent au bien de ceux qui aiment Dieu, de ceux qui sont appelés selon son dessein.',
  ],
  ['Philippiens', '4.13', 'Je puis tout par celui qui me fortifie.'],
  ['Jean', '14.6', 'Jésus lui dit: Je suis le chemin, la vérité, et la vie. Nul ne vient au Père que par moi.'],
  ['Psaumes', '119.105', 'Ta parole est une lampe à mes pieds, Et une lumière sur mon sentier.'],
  [
    'Éphésiens',
    '2.8',
    "Car c'est par la grâce que vous êtes sauvés, par le moyen de la foi. Et cela ne vient pas de vous, c'est le don de Dieu.",
  ],
  [
    '1 Jean',
    '1.9',
    'Si nous confessons nos péchés, il est fidèle et juste pour nous les pardonner, et pour nous purifier de toute iniquité.',
  ],
  [
    'Hébreux',
    '11.1',
    "Or la foi est une ferme assurance des choses qu'on espère, une démonstration de celles qu'on ne voit pas.",
  ],
  ['Proverbes', '3.5', "Confie-toi en l'Éternel de tout ton cœur, Et ne t'appuie pas sur ta sagesse;"],
  ['Psaumes', '46.2', 'Dieu est pour nous un refuge et un appui, Un secours qui ne manque jamais dans la détresse.'],
  [
    'Jean',
    '11.25',
    'Jésus lui dit: Je suis la résurrection et la vie. Celui qui croit en moi vivra, quand même il serait mort;',
  ],
  [
    '2 Corinthiens',
    '5.17',
    "Si quelqu'un est en Christ, il est une nouvelle créature. Les choses anciennes sont passées; voici, toutes choses sont devenues nouvelles.",
  ],
  [
    'Jean',
    '8.12',
    'Je suis la lumière du monde; celui qui me suit ne marchera pas dans les ténèbres, mais il aura la lumière de la vie.',
  ],
  [
    'Matthieu',
    '6.33',
    'Cherchez premièrement le royaume et la justice de Dieu; et toutes ces choses vous seront données par-dessus.',
  ],
  [
    'Lamentations',
    '3.22-23',
    "Les bontés de l'Éternel ne sont pas épuisées, Ses compassions ne sont pas à leur terme; Elles se renouvellent chaque matin. Oh! que ta fidélité est grande!",
  ],
  ['Romains', '3.23', 'Car tous ont péché et sont privés de la gloire de Dieu;'],
  ['Genèse', '1.1', 'Au commencement, Dieu créa les cieux et la terre.'],
  ['Jean', '1.1', 'Au commencement était la Parole, et la Parole était avec Dieu, et la Parole était Dieu.'],
  [
    'Apocalypse',
    '21.4',
    "Il essuiera toute larme de leurs yeux, et la mort ne sera plus, et il n'y aura plus ni deuil, ni cri, ni douleur, car les premières choses ont disparu.",
  ],
  ['Job', '19.25', "Mais je sais que mon rédempteur est vivant, Et qu'il se lèvera le dernier sur la terre."],
  [
    'Ésaïe',
    '40.31',
    "Mais ceux qui se confient en l'Éternel renouvellent leur force. Ils prennent le vol comme les aigles; Ils courent, et ne se lassent point, Ils marchent, et ne se fatiguent point.",
  ],
  [
    'Galates',
    '5.22',
    "Mais le fruit de l'Esprit, c'est l'amour, la joie, la paix, la patience, la bonté, la bénignité, la fidélité, la douceur, la tempérance;",
  ],
  ['Matthieu', '5.9', 'Heureux ceux qui procurent la paix, car ils seront appelés fils de Dieu!'],
  ['Psaumes', '133.1', "Voici, oh! qu'il est agréable, qu'il est doux Pour des frères de demeurer ensemble!"],
];

/** The verse as a quotation block: text and reference. */
export function quote(i: number): { html: string; ref: [string, string] } {
  const [book, ref, text] = verses[i % verses.length];
  return {
    html: `<blockquote><p>« ${text} »</p><p>${book} ${ref.replace('.', ':')}</p></blockquote>`,
    ref: [book, ref],
  };
}
