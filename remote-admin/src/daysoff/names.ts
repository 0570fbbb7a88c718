import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** A yyyy-MM-dd day as people write it ('martedì 8 dicembre 2026'), read as a local day: no time zone moves it. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year!, month! - 1, date!),
  );
}

/** A country's name in the interface language, from its ISO code. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation(NS);
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  return useCallback((code: string) => names.of(code) ?? code, [names]);
}
