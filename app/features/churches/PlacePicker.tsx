import { useId, useState, type MouseEvent } from 'react';
import { placeAt, pointOf } from '../../../domain/churches/browser.ts';
import { useT } from '../../i18n/use-t.ts';
import { PIN, Shapes } from './ChurchMap.tsx';
import type { ChurchesView } from '../../../domain/churches/index.ts';

type PlaceMap = Pick<ChurchesView['main'], 'width' | 'height' | 'shapes'>;

/** A typed coordinate as a number ("48,85" or "48.85"), or null while it is not one. */
function coordinate(value: string | undefined): number | null {
  if (!value?.trim()) return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * The main churches map (drawn by the server as on /eglises) for the staff to place a church with a click: the
 * click's point becomes latitude and longitude through the map's own projection (decision 0109); the pin follows
 * what the fields hold, which stay for a precise entry and for the keyboard.
 */
export function PlacePicker({
  map,
  latitude,
  longitude,
  onPick,
}: {
  map: PlaceMap;
  latitude: string | undefined;
  longitude: string | undefined;
  onPick: (latitude: number, longitude: number) => void;
}) {
  const { t } = useT('admin');
  const hintId = useId();
  const [picked, setPicked] = useState<[number, number] | null>(null);
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  const pin = lat !== null && lon !== null ? pointOf(lat, lon) : null;
  // Said while the fields hold the point picked; a value typed since replaces it.
  const said = picked && picked[0] === lat && picked[1] === lon ? picked : null;
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) * map.width) / rect.width;
    const y = ((event.clientY - rect.top) * map.height) / rect.height;
    const place = placeAt(x, y);
    if (!place) return;
    setPicked(place);
    onPick(...place);
  };
  return (
    <div className="sm:col-span-2">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="img"
        aria-label={t('churches.placeMap.label')}
        aria-describedby={hintId}
        onClick={pick}
        className="h-auto w-full cursor-crosshair rounded-lg border border-line bg-brand-soft"
      >
        <Shapes shapes={map.shapes} />
        {pin && (
          <g data-testid="place-pin" transform={`translate(${Math.round(pin[0])} ${Math.round(pin[1])})`}>
            <path d={PIN} className="fill-gold stroke-brand-dark" strokeWidth={1.5} transform="scale(1.6)" />
          </g>
        )}
      </svg>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t('churches.placeMap.hint')}
      </p>
      <p aria-live="polite" className="mt-1 text-sm font-semibold">
        {said && t('churches.placeMap.picked', { latitude: said[0], longitude: said[1] })}
      </p>
    </div>
  );
}
