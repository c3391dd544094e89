/**
 * Paragraphs written for the demo content, by subject. The generators of content/media/ combine them with a
 * specific opening so each text reads as a whole; they use ; ! ? and « » on purpose (French typography).
 */
export const paragraphs: Record<string, string[]> = {
  foi: [
    "La foi n'est pas un sentiment qui va et vient ; elle est une confiance qui s'appuie sur ce que Dieu a dit. Quand tout vacille, sa parole demeure.",
    'Beaucoup attendent d’avoir tout compris pour croire. Mais qui connaît à l’avance tout le chemin ? Abraham partit sans savoir où il allait, et Dieu le conduisit.',
    "Croire, c'est accepter de recevoir. Rien à payer, rien à mériter : le salut est un don, et un don se reçoit les mains ouvertes !",
    'La foi grandit en marchant. Chaque épreuve traversée avec Dieu devient un souvenir de sa fidélité, une pierre posée pour le jour suivant.',
  ],
  priere: [
    "Prier, c'est parler à un Père qui écoute. Pas besoin de belles formules : les mots simples d'un enfant touchent son cœur.",
    'Que faire quand la réponse tarde ? Continuer ! Jésus a raconté la parabole de la veuve insistante pour que nous priions sans nous relâcher.',
    "Dans nos maisons d'accueil, la journée commence par un temps de prière. On y apporte les soucis de chacun ; on y rend grâce pour les réponses reçues.",
    'La prière change les circonstances, parfois ; elle change toujours celui qui prie. On se relève plus paisible, le regard tourné vers Dieu.',
  ],
  esperance: [
    "L'espérance chrétienne n'est pas un « peut-être ». Elle repose sur la résurrection de Jésus-Christ : le tombeau est vide, la mort n'a pas le dernier mot.",
    'Au chevet des malades, nous avons vu des croyants partir en paix. Leur secret ? Ils savaient en qui ils avaient cru.',
    'Les saisons difficiles passent. La fidélité de Dieu, elle, ne passe pas ; elle se renouvelle chaque matin.',
    "Que dire à celui qui a tout perdu ? Que Dieu n'a pas oublié son nom, et qu'il essuiera un jour toute larme de ses yeux.",
  ],
  grace: [
    "La grâce, c'est recevoir ce que nous ne méritons pas. Le fils prodigue revient en haillons ; son père court à sa rencontre et le couvre de son manteau.",
    'Personne n’est trop loin pour Dieu. Ni l’homme de la rue, ni le prisonnier, ni celui qui se croit trop respectable pour avoir besoin de pardon.',
    "Le pardon reçu rend capable de pardonner. Combien de familles se sont réconciliées autour d'une Bible ouverte !",
  ],
  mission: [
    "Depuis les premiers camps sous la tente, la mission a grandi sans cesser d'être une famille : on y partage le pain, le travail et la Parole.",
    "Nos maisons accueillent des personnes seules, sortant de l'hôpital ou de la rue. On y trouve un lit, une table, et surtout des frères et des sœurs.",
    'Les églises de la mission se réunissent en France, en Belgique, en Suisse, au Luxembourg, mais aussi en Bulgarie, en Guinée et à Madagascar.',
    "Les camps d'été réunissent chaque année des centaines de jeunes : chants, randonnées, études bibliques et veillées sous les étoiles.",
  ],
  histoire: [
    "Tout a commencé dans une vieille ferme des Cévennes, remise en état par quelques familles. Les murs étaient humides ; l'accueil était chaleureux.",
    "Les premiers camps se tenaient sous des tentes militaires achetées d'occasion. Quand l'orage éclatait, on chantait plus fort !",
    'Les fondateurs ne cherchaient pas à bâtir une œuvre ; ils voulaient obéir à l’Évangile : « Ce que vous avez fait à l’un de ces plus petits… »',
  ],
  jeunesse: [
    'Que dire aux jeunes qui doutent ? Que leurs questions sont légitimes, et que la Bible ne craint pas les questions honnêtes.',
    "Un camp, c'est parfois le premier lieu où un adolescent entend qu'il est aimé sans condition. Certains s'en souviennent toute leur vie.",
    "Les écrans prennent beaucoup de place. Apprenons à nos enfants à faire silence pour écouter Dieu : c'est un trésor pour la vie.",
  ],
  louange: [
    'Le chant tient une grande place dans nos assemblées. Les anciens cantiques portent la foi des générations passées ; les nouveaux disent la nôtre.',
    "Chanter ensemble, c'est confesser ensemble. Quand l'assemblée entonne « À toi la gloire », chacun rejoint la même louange.",
    'Le chœur répète chaque semaine : les voix se cherchent, puis s’accordent. Une belle image de l’Église !',
  ],
  service: [
    'Servir ne demande pas de talents extraordinaires. Une visite, un repas porté, une lettre écrite : Dieu se sert de gestes simples.',
    "Jésus a lavé les pieds de ses disciples. Qui voudrait encore chercher la première place après l'avoir vu à genoux ?",
    "Les bénévoles de la mission donnent leur temps à la cuisine, au jardin, à l'entretien des maisons. Sans eux, rien ne serait possible.",
  ],
  famille: [
    "La famille est le premier lieu où l'on apprend à aimer, à pardonner et à prier. Le culte de famille, même court, porte du fruit.",
    'Les parents ne sont pas parfaits, et leurs enfants le savent ! Mais ils peuvent montrer comment on revient à Dieu après une faute.',
    'Lire la Bible à table, le soir, avec les enfants : une habitude simple, qui nourrit toute une maison.',
  ],
};

/** Paragraph n of a subject, wrapping around. */
export function para(subject: keyof typeof paragraphs, n: number): string {
  const list = paragraphs[subject];
  return list[n % list.length];
}
