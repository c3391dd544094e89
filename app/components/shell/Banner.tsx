import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { PageHead } from '../../page.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/Icon.tsx';

/** Banner pictures are drawn at this size (16:9); width and height are set so nothing shifts. */
const WIDTH = 1600;
const HEIGHT = 900;

/**
 * The page's banner (spec "Slide"): picture, or a muted looping video over its poster for templates
 * 1 and 3, under a darkening gradient; icon, h1, h2, h3. From 768 px at least 32rem high so the 60 % toolbar
 * lies over it until the 438 px threshold; on a phone 20rem (its title and the start of the page in view), and on a
 * page whose form must show on arrival (`compact`) 13rem on a phone, 20rem wider. The video is fetched and started only after hydration, when the
 * visitor does not prefer reduced motion nor asks to save data; a button pauses and resumes it.
 */
export function Banner({ page, compact = false }: { page: PageHead; compact?: boolean }) {
  const hasVideo = (page.template === 1 || page.template === 3) && !!page.video;
  return (
    <div
      data-testid="banner"
      className={cx(
        'relative isolate flex items-end overflow-hidden bg-brand-dark text-white',
        compact ? 'min-h-[13rem] md:min-h-[20rem]' : 'min-h-[20rem] md:min-h-[32rem]',
      )}
    >
      <img
        src={page.image}
        width={WIDTH}
        height={HEIGHT}
        alt=""
        // React preloads a high-priority picture from the head: the page's largest paint is asked for at once.
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {hasVideo && <BannerVideo src={page.video!} poster={page.image} />}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-brand-dark/90 via-brand-dark/40 to-brand-dark/10"
      />
      <div
        className={cx(
          'mx-auto w-full max-w-page px-5 md:px-8',
          compact ? 'pt-20 pb-6 md:pt-28 md:pb-10' : 'pt-24 pb-8 md:pt-28 md:pb-16',
        )}
      >
        {page.icone && (
          <span className="mb-4 hidden size-14 md:inline-flex items-center justify-center rounded-full bg-gold text-ink">
            <Icon name={page.icone} className="size-8" />
          </span>
        )}
        <h1 lang={page.h1Lang} className="max-w-3xl text-3xl leading-tight font-semibold sm:text-4xl md:text-6xl">
          {page.h1}
        </h1>
        {page.h2 && (
          <p lang={page.h2Lang} className="mt-2 max-w-3xl font-serif text-lg text-gold md:mt-3 md:text-2xl">
            {page.h2}
          </p>
        )}
        {page.h3 && <p className="mt-2 max-w-2xl text-base text-white/90 md:text-lg">{page.h3}</p>}
      </div>
    </div>
  );
}

function BannerVideo({ src, poster }: { src: string; poster: string }) {
  const { t } = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!video || saveData || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().then(() => setPlaying(true));
    else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <>
      <video
        ref={ref}
        src={src}
        poster={poster}
        width={WIDTH}
        height={HEIGHT}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-brand-dark/70 text-white hover:bg-brand-dark"
      >
        <Icon
          name={playing ? 'pause' : 'play'}
          label={t(playing ? 'banner.pause' : 'banner.play')}
          className="size-5"
        />
      </button>
    </>
  );
}
