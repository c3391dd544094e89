import { useT } from '../../../i18n/use-t.ts';

/** The RSS address of a podcast section, for readers who subscribe by hand (the page head also announces it). */
export function FeedLink({ href, title }: { href: string; title: string }) {
  const { t } = useT('sections');
  return (
    <a
      href={href}
      type="application/rss+xml"
      title={t('feedTitle', { title })}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-ochre px-4 py-2 font-semibold text-ochre no-underline hover:bg-sand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
        <circle cx="5" cy="19" r="2.5" />
        <path d="M3 10.5a10.5 10.5 0 0 1 10.5 10.5h-3A7.5 7.5 0 0 0 3 13.5zM3 4a17 17 0 0 1 17 17h-3A14 14 0 0 0 3 7z" />
      </svg>
      {t('feed')}
      <span className="sr-only"> : {title}</span>
    </a>
  );
}
