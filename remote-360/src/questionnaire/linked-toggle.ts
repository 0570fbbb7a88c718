import type { Placements } from './answers';

/**
 * docs/areas/feedback-360.md: choosing the column an answer already has takes it out;
 * otherwise the answer moves there, and when that column then holds more than `max`
 * answers the one placed there first leaves it.
 */
export function toggleLinked(placements: Placements, answerId: number, column: number, max: number): Placements {
  const current = placements.find(([id]) => id === answerId);
  const without = placements.filter(([id]) => id !== answerId);
  if (current?.[1] === column) return without;
  const next: Placements = [...without, [answerId, column]];
  const inColumn = next.filter(([, key]) => key === column);
  if (inColumn.length <= max) return next;
  const evicted = inColumn[0]?.[0];
  return next.filter(([id, key]) => !(id === evicted && key === column));
}

/** Takes an answer out of whatever column holds it. */
export function unplace(placements: Placements, answerId: number): Placements {
  return placements.filter(([id]) => id !== answerId);
}
