import { useT } from '../../../i18n/use-t.ts';
import type { ListedMedia } from '../../../../domain/media/index.ts';
import { cutDescription } from '../../../../domain/media/browser.ts';
import { Player, type Resume } from './Player.tsx';
import { toTracks } from './tracks.ts';
import { useViewportBand } from './useMediaQuery.ts';

/**
 * A reading's chapters in the shared player: "Écouter tout le livre" plays the first, then each in order;
 * each row plays its chapter. Descriptions follow the cut rule of the viewport (the server renders the default).
 */
export function ReadingTracks({ reading, resume }: { reading: ListedMedia; resume?: Resume | null }) {
  const { t } = useT('sections');
  const width = useViewportBand();
  return (
    <Player
      tracks={toTracks(reading.audios)}
      label={t('chapters')}
      playAllLabel={t('listenBook')}
      resume={resume}
      describe={(track) => (track.description ? cutDescription(track.description, width) : null)}
    />
  );
}
