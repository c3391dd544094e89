import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon, type IconName } from './Icon.tsx';
import { PageLink } from './PageLink.tsx';

/**
 * The one card of the site (home blocks, media lists, churches…): picture on top, then icon, title,
 * subtitle, a short text, the whole card clickable (the title's link covers it) with a visible focus ring.
 *   <Card to="/eglises" title="Églises" subtitle="…" text="…" icon="church"
 *         image={{ src: '/images/home/eglises.svg', width: 640, height: 400 }} />
 * `href` instead of `to` for another site (opens in the same tab, marked with an icon).
 * `meta` sits above the title (a date, a type); `children` below the text (extra details).
 * `headingLevel` keeps the outline right: 2 in a page section without heading, 3 (default) under an h2.
 * The picture is decorative (alt=""): the title names the card.
 */
export interface CardProps {
  title: string;
  to?: string;
  href?: string;
  subtitle?: string | null;
  text?: string | null;
  meta?: ReactNode;
  icon?: IconName;
  image?: { src: string; width: number; height: number } | null;
  headingLevel?: 2 | 3 | 4;
  /** Label for the external-link mark (e.g. "site externe"). */
  externalLabel?: string;
  className?: string;
  children?: ReactNode;
  /** `fr` when the title, subtitle and text are content written in French only (media, news), whatever the interface. */
  lang?: string;
}

export function Card({
  title,
  to,
  href,
  subtitle,
  text,
  meta,
  icon,
  image,
  headingLevel = 3,
  externalLabel,
  className,
  children,
  lang,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const linkClass =
    'text-brand no-underline after:absolute after:inset-0 after:rounded-lg after:content-[""] focus-visible:outline-none';
  const label = (
    <>
      {title}
      {href && <Icon name="external" label={externalLabel} className="ml-1 inline size-4 align-baseline" />}
    </>
  );
  return (
    <article
      className={cx(
        // The focus ring is the card's own outline (an outline is never clipped by the card's overflow-hidden).
        'group relative flex flex-col overflow-hidden rounded-lg bg-white shadow-card transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold',
        className,
      )}
    >
      {image && (
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full bg-sand object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {meta && <div className="text-sm text-muted">{meta}</div>}
        <div className="flex items-start gap-3">
          {icon && (
            <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
              <Icon name={icon} />
            </span>
          )}
          <div>
            <Heading lang={lang} className="text-xl leading-snug font-semibold">
              {to ? (
                <PageLink to={to} prefetch className={linkClass}>
                  {label}
                </PageLink>
              ) : href ? (
                <a href={href} className={linkClass}>
                  {label}
                </a>
              ) : (
                label
              )}
            </Heading>
            {subtitle && (
              <p lang={lang} className="font-semibold text-ochre">
                {subtitle}
              </p>
            )}
          </div>
        </div>
        {text && (
          <p lang={lang} className="text-muted">
            {text}
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
