import type { MouseEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { ChurchesView, ChurchSummary } from '../../../domain/churches/index.ts';
import { churchTarget } from './ChurchLink.tsx';

/** A pin whose point is at (0, 0): drawn once, used for every church. */
export const PIN = 'M0 0c-3-5-9-10-9-17a9 9 0 1 1 18 0c0 7-6 12-9 17z';

export function Shapes({ shapes }: { shapes: ChurchesView['main']['shapes'] }) {
  return (
    <>
      {shapes.map((s, i) => (
        <path
          key={i}
          d={s.d}
          className={s.pays ? 'fill-white stroke-brand/60' : 'fill-sand stroke-line'}
          strokeWidth={s.pays ? 1.2 : 0.8}
          strokeLinejoin="round"
        />
      ))}
    </>
  );
}

/** A pin: a link named by the church, reachable with Tab; its focus and hover enlarge it. */
function Pin({
  church,
  x,
  y,
  onPopup,
}: {
  church: ChurchSummary;
  x: number;
  y: number;
  onPopup: (church: ChurchSummary) => void;
}) {
  const { href, newTab } = churchTarget(church);
  return (
    <a
      href={href}
      aria-label={church.nom}
      className="group scroll-mt-24 outline-none"
      onClick={
        church.popup
          ? (e: MouseEvent) => {
              e.preventDefault();
              onPopup(church);
            }
          : undefined
      }
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(church.popup ? { 'aria-haspopup': 'dialog' as const } : {})}
    >
      <title>{`${church.nom} — ${church.codePostal} ${church.ville}`}</title>
      <g transform={`translate(${x} ${y})`}>
        <g className="origin-bottom transition-transform transform-fill group-hover:scale-125 group-focus-visible:scale-150 motion-reduce:transition-none">
          <use
            href="#pin"
            className="fill-gold stroke-brand-dark group-focus-visible:fill-brand group-focus-visible:stroke-gold"
            strokeWidth={1.5}
          />
          <circle cy={-17} r={3.5} className="fill-brand-dark group-focus-visible:fill-white" />
        </g>
      </g>
    </a>
  );
}

/**
 * The map of France, Belgium, Switzerland and Luxembourg (1024 px wide) with a pin per church, then the three
 * small maps (300 px), each a link to its country's church. The shapes come projected from the server.
 */
export function ChurchMaps({
  view,
  byslug,
  onPopup,
}: {
  view: ChurchesView;
  byslug: Map<string, ChurchSummary>;
  onPopup: (church: ChurchSummary) => void;
}) {
  const { t } = useT('churches');
  const { main } = view;
  return (
    <div className="hidden md:block">
      <figure className="mx-auto max-w-[1024px]">
        <svg
          viewBox={`0 0 ${main.width} ${main.height}`}
          width={main.width}
          height={main.height}
          role="group"
          aria-label={t('map.label')}
          className="h-auto w-full rounded-lg border border-line bg-brand-soft"
        >
          <defs>
            <path id="pin" d={PIN} />
          </defs>
          <Shapes shapes={main.shapes} />
          {main.pins.map((p) => {
            const church = byslug.get(p.slug);
            return church ? <Pin key={p.slug} church={church} x={p.x} y={p.y} onPopup={onPopup} /> : null;
          })}
        </svg>
        <figcaption className="mt-2 text-sm text-muted">{t('map.hint')}</figcaption>
      </figure>
      <h2 className="mt-12 mb-6 text-center font-serif text-3xl text-brand">{t('map.foreign')}</h2>
      <ul className="flex list-none flex-wrap items-start justify-center gap-8 p-0">
        {view.small.map((m) => {
          const church = m.church ? byslug.get(m.church) : undefined;
          const country = t(`countries.${m.pays}`);
          const svg = (
            <svg
              viewBox={`0 0 ${m.width} ${m.height}`}
              width={m.width}
              height={m.height}
              aria-hidden="true"
              className="h-auto w-[300px] rounded-lg border border-line bg-brand-soft"
            >
              <Shapes shapes={m.shapes} />
            </svg>
          );
          const target = church ? churchTarget(church) : null;
          return (
            <li key={m.pays} className="w-[300px] text-center">
              {church && target ? (
                <a
                  href={target.href}
                  className="group block rounded-lg no-underline"
                  {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={
                    church.popup
                      ? (e) => {
                          e.preventDefault();
                          onPopup(church);
                        }
                      : undefined
                  }
                >
                  {svg}
                  <span className="mt-2 block font-semibold text-brand group-hover:underline">
                    {t('map.foreignLink', { country, name: church.nom })}
                    {target.newTab && <span className="sr-only"> ({t('newTab')})</span>}
                  </span>
                </a>
              ) : (
                <>
                  {svg}
                  <span className="mt-2 block font-semibold text-brand">{country}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
