import { youtubeId } from '../../../domain/live/browser.ts';
import { YouTubePlayer } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

/** A meeting's YouTube video (its link as the staff pasted it), with its button's text shown under the play icon. */
export function YouTubeFrame({
  url,
  title,
  label,
  autoload = false,
}: {
  url: string | null;
  title: string;
  /** The play button's text. */
  label: string;
  autoload?: boolean;
}) {
  const { t } = useT('live');
  return (
    <YouTubePlayer
      videoId={youtubeId(url)}
      label={label}
      showLabel
      frameTitle={t('frameTitle', { title })}
      notice={t('videoNotice')}
      autoload={autoload}
    />
  );
}
