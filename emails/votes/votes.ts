import { render, siteLink, type RenderedMail, type Site } from '../layout.ts';

/** The mail of the votes area, in French: the voter's receipt code (spec part 3 §9 "Correspondence votes"). */
export function voteReceiptMail(
  site: Site,
  voter: { firstname: string; lastname: string },
  ballot: { slug: string; title: string },
  code: string,
): RenderedMail {
  return render(site, {
    subject: `Votre vote par correspondance — ${ballot.title}`,
    greeting: `Bonjour ${voter.firstname} ${voter.lastname},`,
    paragraphs: [
      `Votre vote à bien été pris en compte pour « ${ballot.title} ». Merci.`,
      `Votre code de reçu : ${code}`,
      'Ce code n’est lié à votre nom nulle part : le rapport de l’assemblée liste les codes des bulletins comptés, ce qui vous permet de vérifier que le vôtre en fait partie. Gardez ce message ; ne communiquez ce code à personne si vous souhaitez que votre vote reste secret.',
    ],
    action: { label: 'Revoir le scrutin', url: siteLink(site, `/${ballot.slug}`) },
  });
}
