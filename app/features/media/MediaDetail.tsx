import { useT } from '../../i18n/use-t.ts';
import { Link } from 'react-router';
import type { MediaFull } from '../../../domain/media/index.ts';
import { audioFileTypes, bookMediaTypes, FileTypeId, mediaPath, MediaTypeId } from '../../../domain/media/browser.ts';
import { eurosToCents, formatEuros } from '../../../domain/money.ts';
import { buttonClass, cx, Icon, YouTubePlayer } from '../../components/ui/index.ts';
import { AudioPlayer, type Track } from './AudioPlayer.tsx';
import { formatDate } from './format.ts';
import { Gallery } from './Gallery.tsx';
import { Authors, BibleReferences, ChildGrid, Facts, HymnFacts, Notes, RichText, Section } from './parts.tsx';

/** The playable files of a media, by rank. */
function audioTracks(full: MediaFull): Track[] {
  return full.fichiers
    .filter((f) => audioFileTypes.includes(f.fichier.fichierContentType.fichierType.id))
    .map(({ fichier: f }) => ({
      id: f.id,
      title: f.nom,
      src: f.sharedLink,
      duration: f.duree,
      description: f.description,
    }));
}

interface DetailProps {
  full: MediaFull;
  /** Address of the files page when the media has downloadable files. */
  filesPath: string | null;
  /** Accent of the colour variant (six hex digits). */
  colour: string | null;
}

/**
 * The media page body by type (spec part 2 §2 "Media detail"): book, magazine issue, article, news, photo album,
 * collection, and the song or sermon-like types with their audio player and video.
 */
export function MediaDetail(props: DetailProps) {
  const type = props.full.media.mediaType.id;
  const body = bookMediaTypes.includes(type) ? (
    <BookDetail {...props} />
  ) : type === MediaTypeId.MAGAZINE ? (
    <IssueDetail {...props} />
  ) : type === MediaTypeId.ARTICLE ? (
    <ArticleDetail {...props} />
  ) : type === MediaTypeId.NEWS ? (
    <NewsDetail {...props} />
  ) : type === MediaTypeId.PHOTO_ALBUM ? (
    <AlbumDetail {...props} />
  ) : type === MediaTypeId.COLLECTION ? (
    <CollectionDetail {...props} />
  ) : (
    <SpokenDetail {...props} />
  );
  return (
    <div
      className="mx-auto max-w-page px-5 py-10 md:px-8 md:py-14"
      style={props.colour ? { borderTop: `8px solid #${props.colour}` } : undefined}
      data-media-type={type}
    >
      {body}
      <Common {...props} />
    </div>
  );
}

/** What every type shows where present: Bible references, authors, notes, the files page link. */
function Common({ full, filesPath }: DetailProps) {
  const { t } = useT('media');
  const type = full.media.mediaType.id;
  return (
    <>
      <BibleReferences refs={full.livreBibles} />
      {!bookMediaTypes.includes(type) && <Authors auteurs={full.auteurs} />}
      <Notes notes={full.notes} />
      {filesPath && (
        <p className="mt-10">
          <Link to={filesPath} className={buttonClass('outline')}>
            <Icon name="arrow-right" className="size-5" />
            {t('detail.filesLink')}
          </Link>
        </p>
      )}
    </>
  );
}

function Cover({ full, className }: { full: MediaFull; className?: string }) {
  const { t } = useT('media');
  const c = full.media.couverture;
  if (!c) return null;
  const portrait = [MediaTypeId.MAGAZINE, ...bookMediaTypes].includes(full.media.mediaType.id);
  return (
    <img
      src={c.sharedLink}
      alt={t('detail.coverAlt', { title: full.media.titre })}
      width={portrait ? 400 : 800}
      height={portrait ? (full.media.mediaType.id === MediaTypeId.MAGAZINE ? 560 : 600) : 450}
      className={cx('h-auto w-full rounded-md shadow-card', className)}
    />
  );
}

function BookDetail({ full }: DetailProps) {
  const { t, lang } = useT('media');
  const m = full.media;
  const children = full.mediaMedias.filter((mm) => mm.media.id === m.id).map((mm) => mm.mediaChild);
  return (
    <>
      <div className="grid gap-10 md:grid-cols-[minmax(0,20rem)_1fr]">
        <Cover full={full} className="mx-auto max-w-72 md:max-w-none" />
        <div className="flex flex-col gap-6">
          {full.auteurs.length > 0 && (
            <p className="font-serif text-xl text-ochre">
              {full.auteurs.map(({ auteur: a }) => [a.prenom, a.nom].filter(Boolean).join(' ')).join(', ')}
            </p>
          )}
          <Facts
            items={[
              [t('detail.pages'), m.nbrPages],
              [t('detail.isbn'), m.isbn],
              [t('detail.edition'), m.dateEdition ? formatDate(m.dateEdition, lang) : null],
              [t('detail.price'), m.prix != null ? formatEuros(eurosToCents(m.prix), lang) : null],
            ]}
          />
          {m.lienLjc && (
            <p>
              <a href={m.lienLjc} className={buttonClass('primary', 'min-h-12')} rel="noopener">
                {t('detail.order')}
                <Icon name="external" className="size-5" />
              </a>
            </p>
          )}
          <RichText html={m.contenu} />
        </div>
      </div>
      {children.length > 0 && (
        <Section title={t('detail.articles')} id="contenu-recueil">
          <ChildGrid items={children} />
        </Section>
      )}
      <Authors auteurs={full.auteurs} />
    </>
  );
}

function IssueDetail({ full }: DetailProps) {
  const { t, lang } = useT('media');
  const m = full.media;
  const articles = full.mediaMedias.filter((mm) => mm.media.id === m.id).map((mm) => mm.mediaChild);
  return (
    <>
      <div className="grid gap-10 md:grid-cols-[minmax(0,18rem)_1fr]">
        <Cover full={full} className="mx-auto max-w-64 md:max-w-none" />
        <div className="flex flex-col gap-4">
          {m.nomRevue && (
            <p className="font-serif text-2xl text-ochre">
              {t('detail.issue', { revue: m.nomRevue.nom, numero: m.numRevue })}
            </p>
          )}
          {m.datePublication && (
            <p className="text-muted">{t('detail.published', { date: formatDate(m.datePublication, lang) })}</p>
          )}
          <RichText html={m.contenu} />
        </div>
      </div>
      {articles.length > 0 && (
        <Section title={t('detail.articles')} id="articles">
          <ChildGrid items={articles} />
        </Section>
      )}
    </>
  );
}

function ArticleDetail({ full }: DetailProps) {
  const { t, lang } = useT('media');
  const m = full.media;
  const issue = full.mediaMedias.find((mm) => mm.mediaChild.id === m.id)?.media;
  const pdf = full.fichiers.find((f) => f.fichier.extension === 'pdf')?.fichier;
  return (
    <article className="mx-auto max-w-prose">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
        {m.theme && <span className="font-semibold text-ochre">{t('detail.theme', { theme: m.theme })}</span>}
        {m.datePublication && <span>{t('detail.published', { date: formatDate(m.datePublication, lang) })}</span>}
      </p>
      {issue && (
        <p className="mt-2">
          <Link to={mediaPath(issue)}>{t('detail.inIssue', { title: issue.titre })}</Link>
        </p>
      )}
      <RichText html={m.contenu} className="mt-6" reading />
      {pdf && (
        <p className="mt-8">
          <a href={`${pdf.sharedLink}?telechargement=1`} className={buttonClass('secondary')} download>
            <Icon name="arrow-right" className="size-5" />
            {t('detail.pdf')}
          </a>
        </p>
      )}
    </article>
  );
}

function NewsDetail({ full }: DetailProps) {
  const { t, lang } = useT('media');
  const m = full.media;
  return (
    <article className="mx-auto max-w-prose">
      {m.datePublication && (
        <p className="text-muted">{t('detail.published', { date: formatDate(m.datePublication, lang) })}</p>
      )}
      <Cover full={full} className="mt-6" />
      <RichText html={m.contenu} className="mt-6" reading />
    </article>
  );
}

function AlbumDetail({ full }: DetailProps) {
  const { t } = useT('media');
  const photos = full.fichiers
    .filter((f) => f.fichier.fichierContentType.fichierType.id === FileTypeId.IMAGE)
    .map(({ fichier: f }) => ({
      id: f.id,
      nom: f.nom,
      description: f.description,
      sharedLink: f.sharedLink,
      thumbnail_std: f.thumbnail_std,
      largeur: f.largeur,
      hauteur: f.hauteur,
    }));
  return (
    <>
      <RichText html={full.media.contenu} className="mx-auto max-w-prose" />
      <Section title={t('detail.gallery')} id="photos">
        <Gallery title={full.media.titre} photos={photos} />
      </Section>
    </>
  );
}

function CollectionDetail({ full }: DetailProps) {
  const m = full.media;
  const items = full.mediaMedias.filter((mm) => mm.media.id === m.id).map((mm) => mm.mediaChild);
  return (
    <>
      <RichText html={m.contenu} className="mx-auto mb-10 max-w-prose" />
      <ChildGrid items={items} headingLevel={2} />
    </>
  );
}

/** Hymns, exhortations, testimonies, conferences, courses, albums: audio player, video, text and hymn facts. */
function SpokenDetail({ full }: DetailProps) {
  const { t, lang } = useT('media');
  const m = full.media;
  const tracks = audioTracks(full);
  const videos = full.videoYoutubes.map((v) => v.videoYoutube);
  const children = full.mediaMedias.filter((mm) => mm.media.id === m.id).map((mm) => mm.mediaChild);
  const poster = m.couverture?.sharedLink ?? null;
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_minmax(0,26rem)]">
      <div className="min-w-0">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
          {m.serie && <span className="font-semibold text-ochre">{t('detail.series', { serie: m.serie.nom })}</span>}
          {m.dateEvenement ? (
            <span>{t('detail.event', { date: formatDate(m.dateEvenement, lang) })}</span>
          ) : (
            m.datePublication && <span>{t('detail.published', { date: formatDate(m.datePublication, lang) })}</span>
          )}
        </p>
        {videos.map((v) => (
          <YouTubePlayer
            key={v.id}
            videoId={v.idYoutube}
            label={t('video.play', { title: v.titre ?? m.titre })}
            poster={poster}
            frameTitle={t('video.frameTitle', { title: v.titre ?? m.titre })}
            notice={t('video.notice')}
            className="mt-6"
          />
        ))}
        <RichText html={m.contenu} className="mt-6" reading />
        {children.length > 0 && (
          <Section title={t('detail.albumContents')} id="contenu-album">
            <ChildGrid items={children} />
          </Section>
        )}
      </div>
      {/* On a phone the player comes before the text (the column's order is kept from 1024 px). */}
      <aside className="order-first flex flex-col gap-6 lg:order-none">
        {/* A video shows the cover as its poster; without one the cover stands on its own. */}
        {videos.length === 0 && <Cover full={full} />}
        {tracks.length > 0 && (
          <AudioPlayer
            tracks={tracks}
            label={t('detail.listen')}
            playAllLabel={m.mediaType.id === MediaTypeId.CD_ALBUM ? t('player.playAll') : undefined}
          />
        )}
        <HymnFacts full={full} />
      </aside>
    </div>
  );
}
