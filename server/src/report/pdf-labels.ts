import type { ReportLevel } from '@skillup/shared/api/contract';

/** The words the PDF prints around the data, in the report's language. */
export interface PdfLabels {
  title: string;
  radar: string;
  synthesis: string;
  details: string;
  suggestions: string;
  markers: string;
  star: string;
  empty: string;
  levels: Record<ReportLevel, string>;
}

const LABELS: Record<'it' | 'en' | 'es', PdfLabels> = {
  it: {
    title: 'Report individuale',
    radar: 'Profilo per area',
    synthesis: 'Sintesi qualitativa per profilo di area',
    details: 'Risultati in dettaglio',
    suggestions: 'Suggerimenti di sviluppo',
    markers: 'Indicatori',
    star: 'Punto di forza',
    empty: 'Nessun dato disponibile',
    levels: { insufficient: 'Presidio insufficiente', sufficient: 'Presidio sufficiente', good: 'Presidio buono', excellent: 'Presidio ottimo' },
  },
  en: {
    title: 'Individual report',
    radar: 'Profile by area',
    synthesis: 'Qualitative summary by area profile',
    details: 'Detailed results',
    suggestions: 'Development suggestions',
    markers: 'Markers',
    star: 'Strength',
    empty: 'No data available',
    levels: { insufficient: 'Insufficient command', sufficient: 'Sufficient command', good: 'Good command', excellent: 'Excellent command' },
  },
  es: {
    title: 'Informe individual',
    radar: 'Perfil por área',
    synthesis: 'Síntesis cualitativa por perfil de área',
    details: 'Resultados en detalle',
    suggestions: 'Sugerencias de desarrollo',
    markers: 'Indicadores',
    star: 'Punto fuerte',
    empty: 'No hay datos disponibles',
    levels: { insufficient: 'Dominio insuficiente', sufficient: 'Dominio suficiente', good: 'Dominio bueno', excellent: 'Dominio excelente' },
  },
};

export const pdfLabels = (lang: string): PdfLabels => LABELS[lang as keyof typeof LABELS] ?? LABELS.it;
