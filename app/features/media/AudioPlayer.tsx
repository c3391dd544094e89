import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { intlLocale } from '../../i18n/languages.ts';
import { Button, cx, Icon } from '../../components/ui/index.ts';
import { formatDuration } from './format.ts';

/** One audio file of a list, in playing order. */
export interface Track {
  id: number | string;
  title: string;
  src: string;
  /** Seconds. */
  duration?: number | null;
  description?: string | null;
}

export interface AudioPlayerProps {
  tracks: Track[];
  /** Label of the button that plays from the first track ("Écouter tout le livre"); default "Tout écouter". */
  playAllLabel?: string;
  /** Accessible name of the track list. */
  label?: string;
  /** Shapes the description under a title (the reading pages cut it to a width); default: shown whole. */
  describe?: (track: Track) => string | null | undefined;
  /** Called about four times a second while playing (to save a listening position). */
  onTimeUpdate?: (track: Track, seconds: number) => void;
  /** Called when another track becomes the current one. */
  onTrackChange?: (track: Track) => void;
  /** Start on this track at this second, paused (a saved listening position). */
  resume?: { trackId: Track['id']; seconds: number };
  className?: string;
}

const speeds = [0.75, 1, 1.25, 1.5, 2];

/**
 * The one audio player of the site (spec part 2 §4 "Audio players"): selecting a row plays it and highlights it,
 * when a file ends the next one starts, the play-all button starts the first. Native controls stay available for
 * seeking (keyboard included); rows are buttons; the playback speed is a labelled select.
 */
export function AudioPlayer({
  tracks,
  playAllLabel,
  label,
  describe,
  onTimeUpdate,
  onTrackChange,
  resume,
  className,
}: AudioPlayerProps) {
  const { t, lang } = useT('media');
  // Tracks are French content, whatever the interface's language.
  const french = lang === 'fr' ? undefined : 'fr';
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      tracks.findIndex((tr) => tr.id === resume?.trackId),
    ),
  );
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const wantPlay = useRef(false);
  const speedId = useId();
  const current = tracks[index] as Track | undefined;

  // A new source: keep the speed, start playing when the change came from a click or the end of the previous file.
  useEffect(() => {
    const el = audio.current;
    if (!el || !current) return;
    el.playbackRate = speed;
    if (resume && current.id === resume.trackId && !wantPlay.current) el.currentTime = resume.seconds;
    if (wantPlay.current) {
      wantPlay.current = false;
      el.play().catch(() => setPlaying(false));
    }
    // Only the track decides; speed changes are applied by their own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.src]);

  if (!current) return null;

  function select(i: number) {
    const el = audio.current;
    if (i === index && el) {
      if (el.paused) el.play().catch(() => setPlaying(false));
      else el.pause();
      return;
    }
    wantPlay.current = true;
    setIndex(i);
    onTrackChange?.(tracks[i]);
  }

  function ended() {
    if (index + 1 < tracks.length) select(index + 1);
    else setPlaying(false);
  }

  return (
    <section
      className={cx('rounded-lg bg-white p-4 shadow-card sm:p-6', className)}
      aria-label={label ?? t('player.label')}
    >
      <div className="flex flex-col gap-3">
        <p className="font-serif text-lg font-semibold text-brand" aria-live="polite">
          <span className="sr-only">{t('player.nowPlaying')} </span>
          <span lang={french}>{current.title}</span>
        </p>
        <audio
          ref={audio}
          src={current.src}
          controls
          preload="none"
          className="w-full"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={ended}
          onTimeUpdate={(e) => onTimeUpdate?.(current, e.currentTarget.currentTime)}
          data-track-id={current.id}
        >
          {t('player.unsupported')}
        </audio>
        <div className="flex flex-wrap items-center gap-3">
          {tracks.length > 1 && (
            <Button onClick={() => select(0)} className="min-h-12">
              <Icon name="play" className="size-5" />
              {playAllLabel ?? t('player.playAll')}
            </Button>
          )}
          <div className="ml-auto flex items-center gap-2 whitespace-nowrap">
            <label htmlFor={speedId} className="text-sm font-semibold text-muted">
              {t('player.speed')}
            </label>
            <select
              id={speedId}
              value={speed}
              onChange={(e) => {
                const value = Number(e.target.value);
                setSpeed(value);
                if (audio.current) audio.current.playbackRate = value;
              }}
              className="min-h-11 rounded-md border border-line bg-white px-3"
            >
              {speeds.map((s) => (
                <option key={s} value={s}>
                  {t('player.speedValue', { value: s.toLocaleString(intlLocale(lang)) })}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {tracks.length > 1 && (
        <ol className="mt-4 divide-y divide-line border-t border-line">
          {tracks.map((track, i) => {
            const active = i === index;
            const text = describe ? describe(track) : track.description;
            return (
              <li key={track.id}>
                <button
                  type="button"
                  onClick={() => select(i)}
                  aria-current={active ? 'true' : undefined}
                  className={cx(
                    'flex min-h-14 w-full items-center gap-4 px-2 py-3 text-left transition-colors hover:bg-sand',
                    active && 'bg-brand-soft',
                  )}
                >
                  <span
                    className={cx(
                      'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
                      active ? 'bg-brand text-white' : 'bg-sand text-brand',
                    )}
                  >
                    <Icon name={active && playing ? 'pause' : 'play'} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="sr-only">{t(active && playing ? 'player.pause' : 'player.play')} </span>
                    <span lang={french} className={cx('block font-semibold', active ? 'text-brand' : 'text-ink')}>
                      {track.title}
                    </span>
                    {text && (
                      <span lang={french} className="block text-sm text-muted">
                        {text}
                      </span>
                    )}
                  </span>
                  {track.duration != null && (
                    <span className="shrink-0 text-sm text-muted tabular-nums">{formatDuration(track.duration)}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
