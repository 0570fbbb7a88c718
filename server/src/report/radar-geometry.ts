import { SCORE_MAX } from './rules';

export interface Point {
  x: number;
  y: number;
}

/** The point of axis `index` of `count` at `value` on the 0–5 scale; the first axis points up. */
export function radarPoint(center: Point, radius: number, index: number, count: number, value: number): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const r = (radius * Math.min(SCORE_MAX, Math.max(0, value))) / SCORE_MAX;
  return { x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) };
}
