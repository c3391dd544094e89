import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { LiveMeeting } from '../../../domain/live/index.ts';
import { Alert, Button, Icon, Modal } from '../../components/ui/index.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { YouTubeFrame } from './YouTubeFrame.tsx';

/** Announcements longer than this show their start in the banner, the whole in the modal. */
const BANNER_LENGTH = 160;

function shorten(text: string): string {
  if (text.length <= BANNER_LENGTH) return text;
  const cut = text.slice(0, BANNER_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : BANNER_LENGTH)}…`;
}

/**
 * A live meeting page's body (spec part 2 §2, §4): the announcement banner and its modal, the live video only while
 * the broadcast is on, the audio fallback, and the last meeting's video in a modal.
 */
export function LiveMeetingView({ live, title }: { live: LiveMeeting; title: string }) {
  const { t } = useT('live');
  const [announcement, setAnnouncement] = useState(false);
  const [past, setPast] = useState(false);
  const annonce = live.annonceReuDirect.trim();
  const onAir = live.reuDirectYoutubeDiffusion && !!live.reuDirectYoutubeUrl;
  return (
    <div className="mx-auto max-w-4xl px-5 py-12 md:px-8 md:py-16">
      {annonce && (
        <section
          aria-labelledby="annonce"
          className="mb-8 flex flex-col gap-3 rounded-lg border-l-4 border-gold bg-sand p-5 sm:flex-row sm:items-start"
        >
          <Icon name="info" className="size-7 shrink-0 text-ochre" />
          <div className="flex-1">
            <h2 id="annonce" className="font-sans text-lg font-bold text-brand">
              {t('announcement')}
            </h2>
            <p lang="fr" className="mt-1">
              {shorten(annonce.split('\n')[0])}
            </p>
          </div>
          <Button variant="outline" onClick={() => setAnnouncement(true)} aria-haspopup="dialog">
            {t('readAnnouncement')}
          </Button>
        </section>
      )}

      <section aria-labelledby="direct">
        <h2 id="direct" className="mb-4 flex items-center gap-3 font-serif text-3xl text-brand">
          {title}
          {onAir && (
            <span className="inline-flex items-center gap-1 rounded-full bg-danger px-3 py-1 font-sans text-sm font-bold text-white uppercase">
              <Icon name="live" className="size-4" />
              {t('onAir')}
            </span>
          )}
        </h2>
        {onAir ? (
          <YouTubeFrame url={live.reuDirectYoutubeUrl} title={title} label={t('watch')} />
        ) : (
          <Alert tone="info">{t('notLive')}</Alert>
        )}
      </section>

      {(live.reuDirectUrl || live.lastRetransmissionReunionUrl) && (
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start">
          {live.reuDirectUrl && (
            <div className="flex-1">
              <a
                href={live.reuDirectUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('secondary')}
              >
                <Icon name="music" />
                {t('audio')}
              </a>
              <p className="mt-2 text-sm text-muted">{t('audioHint')}</p>
            </div>
          )}
          {live.lastRetransmissionReunionUrl && (
            <Button variant="outline" onClick={() => setPast(true)} aria-haspopup="dialog">
              <Icon name="play" />
              {t('past')}
            </Button>
          )}
        </div>
      )}

      <Modal
        open={announcement}
        onClose={() => setAnnouncement(false)}
        title={t('announcement')}
        closeLabel={t('close')}
      >
        <p lang="fr" className="whitespace-pre-line">
          {annonce}
        </p>
      </Modal>
      <Modal
        open={past}
        onClose={() => setPast(false)}
        title={t('pastTitle')}
        closeLabel={t('close')}
        className="w-[min(56rem,calc(100vw-2rem))]!"
      >
        <YouTubeFrame url={live.lastRetransmissionReunionUrl} title={t('pastTitle')} label={t('past')} autoload />
      </Modal>
    </div>
  );
}
