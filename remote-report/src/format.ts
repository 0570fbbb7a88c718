/** One decimal, '.0' for whole numbers; an empty value is a dash (docs/areas/report.md). */
export const formatScore = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** The score bar is 20% wide per point of the 0–5 scale. */
export const scoreBarPercent = (value: number | null) => (value === null ? 0 : Math.min(5, Math.max(0, value)) * 20);

/** A 360 gap with its sign: +1.0, −0.4, 0.0. */
export const formatGap = (gap: number) => `${gap > 0 ? '+' : gap < 0 ? '−' : ''}${Math.abs(gap).toFixed(1)}`;

/** A 360 mean as the share of its bar: 1 is empty, 5 full. */
export const share360 = (value: number) => Math.min(100, Math.max(0, ((value - 1) / 4) * 100));

/** The day of a read of the report, in the interface language: 29 Nov 2026. */
export const formatReadDay = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** The moment of a read of the report, in the interface language: 29 Nov 2026, 10:14. */
export const formatReadTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
