import { useEffect, useRef } from 'react';
import { useRootData } from '../../../components/shell/useRootData.ts';
import { AudioPlayer, type AudioPlayerProps, type Track } from '../AudioPlayer.tsx';

/** Saved at most this often while playing; a last save happens when the page is left. */
const SAVE_EVERY_MS = 5000;

export interface Resume {
  fichierId: number;
  seconds: number;
}

function savePosition(fichierId: Track['id'], seconds: number, keepalive = false) {
  void fetch(`/api/positions/${fichierId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ position: Math.floor(seconds) }),
    credentials: 'same-origin',
    keepalive,
  }).catch(() => {
    // A lost position only costs a few seconds of listening; nothing to tell the listener.
  });
}

/**
 * The shared audio player as the section pages use it. For a signed-in member it starts where they stopped
 * (`resume`, read by the loader) and saves the listening position of numeric (stored file) tracks as they play.
 */
export function Player({
  resume,
  ...props
}: Omit<AudioPlayerProps, 'resume' | 'onTimeUpdate'> & { resume?: Resume | null }) {
  const { viewer } = useRootData();
  /** The last position heard (not saved yet when `pending`), and when its track was last saved. */
  const heard = useRef<{ id: Track['id']; seconds: number; savedAt: number; pending: boolean } | null>(null);

  useEffect(() => {
    if (!viewer) return;
    const flush = () => {
      const h = heard.current;
      if (h?.pending && typeof h.id === 'number') {
        savePosition(h.id, h.seconds, true);
        h.pending = false;
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [viewer]);

  function onTimeUpdate(track: Track, seconds: number) {
    if (typeof track.id !== 'number') return;
    const now = Date.now();
    const h = heard.current;
    if (!h || h.id !== track.id || now - h.savedAt >= SAVE_EVERY_MS) {
      savePosition(track.id, seconds);
      heard.current = { id: track.id, seconds, savedAt: now, pending: false };
    } else {
      heard.current = { ...h, seconds, pending: true };
    }
  }

  const start =
    resume && props.tracks.some((t) => t.id === resume.fichierId)
      ? { trackId: resume.fichierId, seconds: resume.seconds }
      : undefined;
  return <AudioPlayer {...props} resume={start} onTimeUpdate={viewer ? onTimeUpdate : undefined} />;
}
