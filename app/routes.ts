import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Every page inside the shell, which also draws a page's error (routes/shell.tsx).
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('cookies', 'routes/cookies.tsx'),
    route('login', 'routes/login.tsx'),
    route('inscription', 'routes/inscription.tsx'),
    route('compte-oublie', 'routes/compte-oublie.tsx'),
    route('changer-mot-de-passe/:token', 'routes/changer-mot-de-passe.tsx'),
    route('connexion/:token', 'routes/connexion.tsx'),
    route('mon-compte', 'routes/mon-compte.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('reunions-direct', 'routes/reunions-direct.tsx'),
    route('pastorale', 'routes/pastorale.tsx'),
    route('reunion-information', 'routes/reunion-information.tsx'),
    // Churches.
    route('eglises', 'routes/eglises.tsx'),
    route('eglises/:slug', 'routes/eglise.tsx'),
    // Media sections, podcasts and readings.
    route('parole-partagee', 'routes/parole-partagee.tsx'),
    route('parole-partagee-spl/:type', 'routes/parole-partagee-spl.tsx'),
    route('decouvrir-l-evangile/:type', 'routes/decouvrir-l-evangile.tsx'),
    ...[
      'decouvrir-l-evangile-l-esperance-chretienne',
      'decouvrir-l-evangile-au-sein-de-la-detresse',
      'decouvrir-l-evangile-a-ceux-qui-aiment-la-lumiere',
      'decouvrir-l-evangile-l-evangile-de-jean',
    ].map((path) => route(path, 'routes/decouvrir-l-evangile-page.tsx', { id: path })),
    route('sd', 'routes/sd.tsx'),
    route('ec', 'routes/ec.tsx'),
    route('enseignement/:type', 'routes/enseignement.tsx'),
    route('temoignages/:type?', 'routes/temoignages.tsx'),
    route('messages-video/:type?', 'routes/messages-video.tsx'),
    route('actualites', 'routes/actualites.tsx'),
    route('podcasts', 'routes/podcasts.tsx'),
    route('meditation-quotidienne', 'routes/meditation-quotidienne.tsx'),
    route('podcast-bible-en-un-an', 'routes/podcast-bible-en-un-an.tsx'),
    route(
      'podcast-bible-en-un-an-lecture/:idMediaLivre/:couleur/:bookName?',
      'routes/podcast-bible-en-un-an-lecture.tsx',
    ),
    ...[
      'lecture-revue-n-24',
      'lecture-revue-n-23',
      'lecture-revue-n-20',
      'lecture-au-milieu-de-tant-d-epreuves',
      'lecture-mes-yeux-le-verront-et-non-ceux-d-un-autre',
      'lecture-nehemie',
    ].map((path) => route(path, 'routes/lecture.tsx', { id: path })),
    // Media pages, their files, books.
    route('media/:id/:title?/:couleur?', 'routes/media.tsx'),
    route('fichiers-a-telecharger/:id/:title?', 'routes/fichiers-a-telecharger.tsx'),
    route('livres/:type?', 'routes/livres.tsx'),
    // Search: the shared-word database, magazines and the magazine article search.
    route('parole-partagee-bdd', 'routes/parole-partagee-bdd.tsx'),
    route('revues/:type', 'routes/revues.tsx'),
    route('articles', 'routes/articles.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('soutien', 'routes/soutien.tsx'),
    route('soutien/recus/:code', 'routes/soutien.recu.tsx'),
    // The printed magazine: subscription, shipment check.
    route('revue', 'routes/revue.tsx'),
    route('revue/factures/:number', 'routes/revue.facture.tsx'),
    route('exp/:code/:idRevue', 'routes/exp.tsx'),
    // The association's own pages, the survey.
    ...['historique', 'confession-de-foi', 'la-mission-le-phare-n-est-pas-une-secte', 'gouvernance'].map((path) =>
      route(path, 'routes/association.tsx', { id: path }),
    ),
    route('sondage/:token', 'routes/sondage.tsx'),
    // The student (candidate) area and the children's pages.
    route('formation', 'routes/formation.tsx'),
    route('espace-candidats', 'routes/espace-candidats.tsx'),
    route('espace-candidats-cours/:type', 'routes/espace-candidats-cours.tsx'),
    route('direct-cours-formation', 'routes/direct-cours-formation.tsx'),
    route('enfants', 'routes/enfants.tsx'),
    route('enseignementEnfants', 'routes/enseignementEnfants.tsx'),
    // General-assembly votes by correspondence: one page per ballot, and the report.
    ...['vote', 'vote2024'].map((path) => route(path, 'routes/vote.tsx', { id: path })),
    route('rapportAG', 'routes/rapportAG.tsx'),
    // The back office (ROLE_ADMIN): its frame and navigation, then its pages.
    route('admin', 'routes/admin.tsx', [
      index('routes/admin._index.tsx'),
      route('journal', 'routes/admin.journal.tsx'),
      route('medias', 'routes/admin.medias.tsx'),
      route('medias/:id', 'routes/admin.media.tsx'),
      route('medias/:id/liens', 'routes/admin.media-liens.tsx'),
      route('membres', 'routes/admin.membres.tsx'),
      route('membres/:id', 'routes/admin.membre.tsx'),
      route('membres/:id/donnees', 'routes/admin.membre-donnees.tsx'),
    ]),
    route('mon-compte/donnees', 'routes/mon-compte-donnees.tsx'),
    // Last: every other path is the 404 page.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
