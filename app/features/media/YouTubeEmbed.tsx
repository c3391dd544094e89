import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { cx, Icon } from '../../components/ui/index.ts';

/**
 * A YouTube video that loads nothing from YouTube until the visitor clicks: first a poster button (the media's own
 * picture, never YouTube's thumbnail), then the youtube-nocookie.com player, autoplaying. No third-party request,
 * hence no third-party cookie, before that click.
 */
export function YouTubeEmbed({
  idYoutube,
  title,
  poster,
  className,
}: {
  idYoutube: string;
  title: string;
  poster?: string | null;
  className?: string;
}) {
  const { t } = useT('media');
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The poster button is gone once clicked: the focus goes on to the player that replaces it, not to <body>.
  useEffect(() => {
    if (open) frame.current?.focus();
  }, [open]);
  const safeId = /^[\w-]{11}$/.test(idYoutube) ? idYoutube : null;
  if (!safeId) return null;
  return (
    <figure className={cx('overflow-hidden rounded-lg bg-brand-dark shadow-card', className)}>
      <div className="relative aspect-video">
        {open ? (
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${safeId}?autoplay=1&rel=0`}
            title={t('video.frameTitle', { title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="group absolute inset-0 flex size-full items-center justify-center bg-gradient-to-br from-brand to-brand-dark"
            aria-label={t('video.play', { title })}
          >
            {poster && <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-60" />}
            <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-gold text-ink shadow-lg transition-transform group-hover:scale-105">
              <Icon name="play" className="size-9" />
            </span>
          </button>
        )}
      </div>
      {!open && <figcaption className="bg-white px-4 py-2 text-sm text-muted">{t('video.notice')}</figcaption>}
    </figure>
  );
}
