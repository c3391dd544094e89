import { geoConicConformal, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature } from 'geojson';

/**
 * The projection of the main churches map (France, Corsica, Benelux, Switzerland), without the borders: the server
 * draws the map with it (maps.ts) and the back office's place picker inverts it in the browser (decision 0109), so
 * a click and a pin agree to the pixel. Browser-safe: d3-geo only.
 */

const MAIN_WIDTH = 1024;

/** The edge of a rectangle of longitudes and latitudes, as points (for fitting a projection). */
function box([w, s, e, n]: [number, number, number, number]): Feature {
  const ring: [number, number][] = [];
  for (let x = w; x <= e; x += 0.5) ring.push([x, s]);
  for (let y = s; y <= n; y += 0.5) ring.push([e, y]);
  for (let x = e; x >= w; x -= 0.5) ring.push([x, n]);
  for (let y = n; y >= s; y -= 0.5) ring.push([w, y]);
  ring.push([w, s]);
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates: ring } };
}

/** Lambert conformal conic, as France's own maps (Lambert-93's parallels), fitted to the main map's frame. */
export function mainProjection(): { projection: GeoProjection; width: number; height: number } {
  const frame = box([-5.3, 41.2, 10.6, 51.6]);
  const projection = geoConicConformal().parallels([44, 49]).rotate([-3, 0]).fitWidth(MAIN_WIDTH, frame);
  const [[, y0], [, y1]] = geoPath(projection).bounds(frame);
  projection.translate([projection.translate()[0], projection.translate()[1] - y0]);
  return { projection, width: MAIN_WIDTH, height: Math.ceil(y1 - y0) };
}

let picker: ReturnType<typeof mainProjection> | undefined;

/** A point of the main map (in its own pixels) as [latitude, longitude], rounded to 4 decimals (about 10 m). */
export function placeAt(x: number, y: number): [number, number] | null {
  picker ??= mainProjection();
  const lonLat = picker.projection.invert?.([x, y]);
  if (!lonLat) return null;
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  return [round(lonLat[1]), round(lonLat[0])];
}

/** Where a place stands on the main map, in its pixels; null outside it. */
export function pointOf(latitude: number, longitude: number): [number, number] | null {
  picker ??= mainProjection();
  const { projection, width, height } = picker;
  const p = projection([longitude, latitude]);
  if (!p || p[0] < 0 || p[1] < 0 || p[0] > width || p[1] > height) return null;
  return p;
}
