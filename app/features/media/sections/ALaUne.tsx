import { useT } from '../../../i18n/use-t.ts';
import { Card } from '../../../components/ui/Card.tsx';
import type { IconName } from '../../../components/ui/Icon.tsx';

/** The nine "À LA UNE" cards of the spec (part 2 §2 "News and highlights"), in its order. */
const aLaUneLinks: { id: string; to: string; icon: IconName; text: string }[] = [
  { id: 'meditation', to: '/meditation-quotidienne', icon: 'bible', text: 'pages.meditation.card' },
  { id: 'podcasts', to: '/podcasts', icon: 'play', text: 'pages.podcasts.card' },
  {
    id: 'exhortationsAudio',
    to: '/parole-partagee-spl/exhortationsAudio',
    icon: 'music',
    text: 'pages.exhortationsAudio.card',
  },
  { id: 'messagesVideo', to: '/messages-video', icon: 'live', text: 'pages.messagesVideo.card' },
  { id: 'enseignement', to: '/enseignement/Dieu', icon: 'training', text: 'pages.enseignement.card' },
  { id: 'evangile', to: '/decouvrir-l-evangile/messages%20audios', icon: 'cross', text: 'pages.evangile.card' },
  { id: 'temoignages', to: '/temoignages', icon: 'heart', text: 'pages.temoignages.card' },
  { id: 'revue', to: '/revue', icon: 'news', text: 'aLaUne.revueText' },
  { id: 'livres', to: '/livres/toutLesLivres', icon: 'history', text: 'pages.livres.card' },
];

export function ALaUne({ headingId }: { headingId: string }) {
  const { t } = useT('sections');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 font-serif text-3xl font-semibold text-brand">
        {t('pages.actualites.aLaUne')}
      </h2>
      <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {aLaUneLinks.map((l) => (
          <li key={l.id} className="flex">
            <Card className="w-full" to={l.to} icon={l.icon} title={t(`aLaUne.${l.id}`)} text={t(l.text)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
