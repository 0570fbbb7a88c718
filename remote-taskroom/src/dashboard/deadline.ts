/**
 * docs/behaviour.md §1, §9: how much of the campaign's time has gone, as a percentage clamped to 0–99 so
 * the bar never shows as finished. Null when the campaign has no start or no end date.
 */
export function elapsedPercent(dateStart: string | null, dateEnd: string | null, now: Date): number | null {
  if (!dateStart || !dateEnd) return null;
  const start = new Date(dateStart).getTime();
  const end = new Date(dateEnd).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  const span = end - start;
  const percent = span > 0 ? ((now.getTime() - start) / span) * 100 : 100;
  return Math.min(99, Math.max(0, Math.round(percent)));
}
