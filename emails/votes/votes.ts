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
      'Ce code n’est enregistré nulle part à côté de votre nom : seul votre bulletin en garde l’empreinte, ce qui vous permet de vérifier sur le site qu’il est compté. Gardez ce message ; ne communiquez ce code à personne si vous souhaitez que votre vote reste secret.',
    ],
    action: { label: 'Revoir le scrutin', url: siteLink(site, `/${ballot.slug}`) },
  });
}
