import type { AudioTrack } from '../../../../domain/media/index.ts';
import type { Track } from '../AudioPlayer.tsx';

/** The shared player's tracks from a list's audio files; `title` names a row when the file name is not enough. */
export function toTracks(audios: AudioTrack[], title?: (a: AudioTrack) => string): Track[] {
  return audios.map((a) => ({
    id: a.fichierId,
    title: title ? title(a) : a.titre,
    src: a.url,
    duration: a.durationSeconds,
    description: a.description,
  }));
}
