import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { GalleryPhoto } from '../../../domain/media/index.ts';
import { Icon } from '../../components/ui/index.ts';

/**
 * A grid of photos that open in a lightbox (spec part 1 §7: pages that give a gallery id). The lightbox is a native
 * modal <dialog>: the page behind is inert, Escape or the close button closes it and focus returns to the photo
 * that opened it; ← and → (or the buttons) move between photos.
 */
export function Gallery({ title, photos }: { title: string; photos: GalleryPhoto[] }) {
  const { t } = useT('media');
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open != null && !d.open) d.showModal();
    if (open == null && d.open) d.close();
  }, [open]);

  if (photos.length === 0) return null;
  const current = open != null ? photos[open] : null;
  const move = (step: number) => setOpen((i) => (i == null ? i : (i + step + photos.length) % photos.length));

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              className="block w-full overflow-hidden rounded-md bg-sand shadow-card"
              aria-label={t('gallery.open', { title: p.nom })}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
            >
              <img
                src={p.thumbnail_std.sharedLink}
                alt=""
                width={p.largeur ?? 1200}
                height={p.hauteur ?? 800}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={t('gallery.dialog', { title })}
        className="m-auto h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-white backdrop:bg-ink/80"
        onClose={() => {
          setOpen(null);
          opener.current?.focus();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          if (e.key === 'ArrowLeft') move(-1);
        }}
      >
        {current && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-4 p-3">
              <p className="text-sm" aria-live="polite">
                {t('gallery.position', { current: (open ?? 0) + 1, total: photos.length })}
              </p>
              <button
                type="button"
                onClick={() => setOpen(null)}
                className="inline-flex size-12 items-center justify-center rounded-full hover:bg-white/10"
                aria-label={t('gallery.close')}
                autoFocus
              >
                <Icon name="close" />
              </button>
            </div>
            <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-3">
              <img
                src={current.sharedLink}
                alt={current.description ?? current.nom}
                width={current.largeur ?? 1200}
                height={current.hauteur ?? 800}
                className="max-h-[75dvh] w-auto max-w-full object-contain"
              />
              <figcaption className="max-w-prose text-center">
                <span className="block font-serif text-lg font-semibold">{current.nom}</span>
                {current.description && <span className="block text-white/85">{current.description}</span>}
              </figcaption>
            </figure>
            <div className="flex justify-center gap-4 p-4">
              <button
                type="button"
                onClick={() => move(-1)}
                className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                aria-label={t('gallery.previous')}
              >
                <Icon name="chevron-left" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                aria-label={t('gallery.next')}
              >
                <Icon name="chevron-right" />
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
