import { format } from 'date-fns';

/** The deadline as the 360 dashboard shows it: dd.MM.yy. */
export const formatDeadline = (date: Date) => format(date, 'dd.MM.yy');

/** Share of the campaign's time gone, 0 to 99: the bar never looks finished before the end. */
export function elapsedPercent(start: Date | null, end: Date, now: Date): number {
  const from = start ?? now;
  const span = end.getTime() - from.getTime();
  const raw = span <= 0 ? 99 : ((now.getTime() - from.getTime()) / span) * 100;
  return Math.min(99, Math.max(0, Math.round(raw)));
}

/** Campaign dates are UTC; the API may send them without the 'Z'. */
export function parseCampaignDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
