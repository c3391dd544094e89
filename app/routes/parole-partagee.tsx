import { useT } from '../i18n/use-t.ts';
import { Card } from '../components/ui/Card.tsx';
import type { IconName } from '../components/ui/Icon.tsx';
import { sectionHead } from '../features/media/sections/head.server.ts';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/parole-partagee';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['sections'], sameForMembers: true };

/** /parole-partagee: the entry of the shared word, a card per section. */
export function loader({ request }: Route.LoaderArgs) {
  const { t } = getT(request);
  return {
    page: sectionHead(t, 'parolePartagee', 'parole-partagee', { icone: 'bible', canonical: '/parole-partagee' }),
  };
}

export const meta = pageMeta;

const cards: { id: string; to: string; icon: IconName; title: string; text: string }[] = [
  {
    id: 'audio',
    to: '/parole-partagee-spl/exhortationsAudio',
    icon: 'music',
    title: 'pages.exhortationsAudio.title',
    text: 'pages.exhortationsAudio.card',
  },
  {
    id: 'ecrite',
    to: '/parole-partagee-spl/exhortationsEcrite',
    icon: 'bible',
    title: 'pages.exhortationsEcrite.title',
    text: 'pages.exhortationsEcrite.card',
  },
  {
    id: 'video',
    to: '/messages-video',
    icon: 'live',
    title: 'pages.messagesVideo.title',
    text: 'pages.messagesVideo.card',
  },
  {
    id: 'enseignement',
    to: '/enseignement/Dieu',
    icon: 'training',
    title: 'aLaUne.enseignement',
    text: 'pages.enseignement.card',
  },
  {
    id: 'evangile',
    to: '/decouvrir-l-evangile/messages%20audios',
    icon: 'cross',
    title: 'aLaUne.evangile',
    text: 'pages.evangile.card',
  },
  {
    id: 'temoignages',
    to: '/temoignages',
    icon: 'heart',
    title: 'pages.temoignages.title',
    text: 'pages.temoignages.card',
  },
  {
    id: 'meditation',
    to: '/meditation-quotidienne',
    icon: 'bible',
    title: 'pages.meditation.title',
    text: 'pages.meditation.card',
  },
  { id: 'bible', to: '/podcast-bible-en-un-an', icon: 'bible', title: 'pages.bible.title', text: 'pages.bible.card' },
  { id: 'podcasts', to: '/podcasts', icon: 'play', title: 'pages.podcasts.title', text: 'pages.podcasts.card' },
];

export default function ParolePartagee() {
  const { t } = useT('sections');
  return (
    <SectionBody>
      <p className="max-w-prose text-lg">{t('pages.parolePartagee.intro')}</p>
      <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <li key={c.id} className="flex">
            <Card className="w-full" headingLevel={2} to={c.to} icon={c.icon} title={t(c.title)} text={t(c.text)} />
          </li>
        ))}
      </ul>
    </SectionBody>
  );
}
