import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { mainProjection } from './projection.ts';

/**
 * The maps of /eglises drawn once per process from Natural Earth's borders (world-atlas, 1:50m), projected on the
 * server into SVG path data: no tile server and no map script reach the visitor (decision 0044). Coordinates are
 * rounded to whole pixels and written relative, which keeps the page small.
 * The borders are read from world-atlas's file when the maps are drawn and let go after: kept (imported into the
 * server's bundle, then turned into GeoJSON), they held about 15 MB of the process's heap for four maps of a few KB
 * (decision 0123).
 */

/** ISO 3166-1 numeric ids of world-atlas, by alpha-2 code. */
const numericIds: Record<string, string> = {
  FR: '250',
  BE: '056',
  CH: '756',
  LU: '442',
  BG: '100',
  GN: '324',
  MG: '450',
};

/** Countries of the main map; the others of its frame are drawn as neighbours. */
const mainCountries = ['FR', 'BE', 'CH', 'LU'] as const;
/** Countries that have a small map of their own, in the page's order. */
export const foreignCountries = ['BG', 'GN', 'MG'] as const;
export type ForeignCountry = (typeof foreignCountries)[number];

const SMALL_WIDTH = 300;

export interface MapShape {
  /** The mission's country (FR, BE…), or null for a neighbour. */
  pays: string | null;
  d: string;
}

export interface DrawnMap {
  width: number;
  height: number;
  shapes: MapShape[];
  /** Projects [longitude, latitude] to whole pixels of this map, or null outside it. */
  project(lon: number, lat: number): [number, number] | null;
}

/** Numbers of a path's command, each separated by a space unless its minus sign separates it. */
function numbers(values: number[]): string {
  return values.map((v, i) => (i === 0 || v < 0 ? String(v) : ` ${v}`)).join('');
}

/** A path context writing compact SVG: whole pixels, each ring an absolute move then relative lines. */
function compactPath() {
  let out = '';
  let start: [number, number] = [0, 0];
  let last: [number, number] = [0, 0];
  let deltas: number[] = [];
  const flush = () => {
    // A ring that rounds to less than a triangle is too small to see.
    if (deltas.length >= 4) out += `M${numbers(start)}l${numbers(deltas)}z`;
    deltas = [];
  };
  return {
    moveTo(x: number, y: number) {
      flush();
      start = last = [Math.round(x), Math.round(y)];
    },
    lineTo(x: number, y: number) {
      const p: [number, number] = [Math.round(x), Math.round(y)];
      if (p[0] === last[0] && p[1] === last[1]) return;
      deltas.push(p[0] - last[0], p[1] - last[1]);
      last = p;
    },
    closePath() {
      flush();
    },
    arc() {},
    rect() {},
    result() {
      flush();
      const r = out;
      out = '';
      return r;
    },
  };
}

type Country = Feature<Geometry, { name: string }>;

/** Every country's borders as GeoJSON, read from world-atlas's file. */
function readCountries(): Country[] {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const atlas = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  return (
    feature(atlas, atlas.objects.countries as GeometryCollection<{ name: string }>) as FeatureCollection<
      Geometry,
      { name: string }
    >
  ).features;
}

function countryOf(id: string | undefined): string | null {
  return Object.entries(numericIds).find(([, n]) => n === id)?.[0] ?? null;
}

function draw(
  countries: Country[],
  projection: GeoProjection,
  width: number,
  height: number,
  highlight: readonly string[],
): DrawnMap {
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const context = compactPath();
  const path = geoPath(projection, context as never);
  const shapes: MapShape[] = [];
  for (const f of countries) {
    path(f);
    const d = context.result();
    if (!d) continue;
    const pays = countryOf(f.id as string | undefined);
    shapes.push({ pays: pays && highlight.includes(pays) ? pays : null, d });
  }
  // Neighbours first, the mission's countries above them.
  shapes.sort((a, b) => Number(a.pays !== null) - Number(b.pays !== null));
  return {
    width,
    height,
    shapes,
    project(lon, lat) {
      const p = projection([lon, lat]);
      if (!p || p[0] < 0 || p[1] < 0 || p[0] > width || p[1] > height) return null;
      return [Math.round(p[0]), Math.round(p[1])];
    },
  };
}

function mainMap(countries: Country[]): DrawnMap {
  const { projection, width, height } = mainProjection();
  return draw(countries, projection, width, height, mainCountries);
}

function smallMap(countries: Country[], pays: ForeignCountry): DrawnMap {
  const country = countries.find((f) => f.id === numericIds[pays])!;
  // A margin around the country shows its neighbours.
  const projection = geoMercator().fitSize([SMALL_WIDTH - 40, 240], country);
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(country);
  const height = Math.ceil(y1 - y0) + 40;
  const [tx, ty] = projection.translate();
  projection.translate([tx - x0 + (SMALL_WIDTH - (x1 - x0)) / 2, ty - y0 + 20]);
  return draw(countries, projection, SMALL_WIDTH, height, [pays]);
}

let maps: { main: DrawnMap; small: Record<ForeignCountry, DrawnMap> } | null = null;

/** The four maps, projected on first use and kept for the life of the process (the borders are not). */
export function churchMaps() {
  if (!maps) {
    const countries = readCountries();
    maps = {
      main: mainMap(countries),
      small: Object.fromEntries(foreignCountries.map((p) => [p, smallMap(countries, p)])) as Record<
        ForeignCountry,
        DrawnMap
      >,
    };
  }
  return maps;
}
