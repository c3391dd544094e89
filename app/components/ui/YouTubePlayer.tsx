import { useEffect, useRef, useState } from 'react';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

/**
 * A YouTube video that loads nothing from YouTube until the visitor clicks: first a play button (over the page's
 * own `poster` picture if any, never YouTube's thumbnail), then the youtube-nocookie.com player, autoplaying. No
 * third-party request, hence no third-party cookie, before that click; `autoload` loads the player at once (inside a
 * modal the visitor opened). The strings come translated from the area that shows the video.
 *   <YouTubePlayer videoId="dQw4w9WgXcQ" label="Regarder la vidéo" frameTitle="Vidéo : Culte" notice="…" />
 */
export function YouTubePlayer({
  videoId,
  label,
  showLabel = false,
  poster,
  frameTitle,
  notice,
  autoload = false,
  className,
}: {
  /** The video's 11-character YouTube id; anything else shows nothing. */
  videoId: string | null;
  /** The play button's name; written under the play icon when `showLabel`, else its accessible name only. */
  label: string;
  showLabel?: boolean;
  poster?: string | null;
  /** The player's title (for screen readers). */
  frameTitle: string;
  /** The line under the poster that says the video comes from YouTube. */
  notice: string;
  autoload?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(autoload);
  const clicked = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button is gone once clicked: the focus goes on to the player that replaces it, not to <body>.
  useEffect(() => {
    if (open && clicked.current) frame.current?.focus();
  }, [open]);
  if (!videoId || !/^[\w-]{11}$/.test(videoId)) return null;
  return (
    <figure className={cx('overflow-hidden rounded-lg bg-brand-dark shadow-card', className)}>
      <div className="relative aspect-video">
        {open ? (
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
            title={frameTitle}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              clicked.current = true;
              setOpen(true);
            }}
            className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand to-brand-dark text-white"
            aria-label={showLabel ? undefined : label}
          >
            {poster && <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-60" />}
            <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-gold text-ink shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <Icon name="play" className="size-9" />
            </span>
            {showLabel && <span className="relative text-lg font-semibold">{label}</span>}
          </button>
        )}
      </div>
      {!open && <figcaption className="bg-white px-4 py-2 text-sm text-muted">{notice}</figcaption>}
    </figure>
  );
}
