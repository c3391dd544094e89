import { describe, expect, it } from 'vitest';
import { churchMaps } from './maps.ts';
import { placeAt, pointOf } from './projection.ts';

describe('the main map’s projection, shared by the server’s drawing and the staff’s place picker', () => {
  it('puts a place where the drawn map puts its pin, and a click there gives the place back', () => {
    const paris = [48.8566, 2.3522] as const;
    const point = pointOf(...paris)!;
    expect(churchMaps().main.project(paris[1], paris[0])).toEqual([Math.round(point[0]), Math.round(point[1])]);
    const [lat, lon] = placeAt(point[0], point[1])!;
    expect(lat).toBeCloseTo(paris[0], 3);
    expect(lon).toBeCloseTo(paris[1], 3);
  });

  it('answers no point for a place outside the map', () => {
    expect(pointOf(42.6977, 23.3219)).toBeNull();
  });
});
