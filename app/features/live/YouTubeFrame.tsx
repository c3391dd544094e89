import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { cx, Icon } from '../../components/ui/index.ts';
import { youtubeId } from '../../../domain/live/youtube.ts';

/**
 * A YouTube video in the youtube-nocookie.com player. By default nothing is loaded from YouTube until the visitor
 * clicks the poster button (as the media pages do); `autoload` loads it at once (inside a modal the visitor opened).
 */
export function YouTubeFrame({
  url,
  title,
  label,
  autoload = false,
  className,
}: {
  url: string | null;
  title: string;
  /** The poster button's text. */
  label: string;
  autoload?: boolean;
  className?: string;
}) {
  const { t } = useT('live');
  const [open, setOpen] = useState(autoload);
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <figure className={cx('overflow-hidden rounded-lg bg-brand-dark shadow-card', className)}>
      <div className="relative aspect-video">
        {open ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
            title={t('frameTitle', { title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand to-brand-dark text-white"
          >
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-gold text-ink shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <Icon name="play" className="size-9" />
            </span>
            <span className="text-lg font-semibold">{label}</span>
          </button>
        )}
      </div>
      {!open && <figcaption className="bg-white px-4 py-2 text-sm text-muted">{t('videoNotice')}</figcaption>}
    </figure>
  );
}
