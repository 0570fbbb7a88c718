import { format, type Locale } from 'date-fns';
import { enGB, es, it } from 'date-fns/locale';

const LOCALES: Record<string, Locale> = { it, en: enGB, es };

/** A day written out in the interface language: '30 giugno 2026', '30 June 2026', '30 de junio de 2026'. */
export function formatDay(moment: string, language: string): string {
  return format(new Date(moment), 'PPP', { locale: LOCALES[language] ?? it });
}
