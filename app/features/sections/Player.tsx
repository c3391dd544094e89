import { AudioPlayer, type AudioPlayerProps } from '../media/AudioPlayer.tsx';

/** The shared audio player as the section pages use it. */
export function Player(props: AudioPlayerProps) {
  return <AudioPlayer {...props} />;
}
