import type { ReportLevel, TestStatus } from '@skillup/shared/api/contract';

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
  /** The locale dates are written in. */
  locale: string;
  tests: string;
  noModel: string;
  status: Record<TestStatus, string>;
  /** A complete test with its date: `{date}` is replaced. */
  completedOn: string;
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
    locale: 'it-IT',
    tests: 'Attività della campagna',
    noModel: 'Questa campagna non prevede un modello di competenze: il report elenca le sue attività e lo stato di ciascuna.',
    status: { 'not attempted': 'Da iniziare', incomplete: 'In corso', complete: 'Completata' },
    completedOn: 'Completata il {date}',
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
    locale: 'en-GB',
    tests: 'Campaign activities',
    noModel: 'This campaign has no competency model: the report lists its activities and the state of each.',
    status: { 'not attempted': 'Not started', incomplete: 'In progress', complete: 'Complete' },
    completedOn: 'Completed on {date}',
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
    locale: 'es-ES',
    tests: 'Actividades de la campaña',
    noModel: 'Esta campaña no tiene un modelo de competencias: el informe enumera sus actividades y el estado de cada una.',
    status: { 'not attempted': 'Por empezar', incomplete: 'En curso', complete: 'Completada' },
    completedOn: 'Completada el {date}',
  },
};

export const pdfLabels = (lang: string): PdfLabels => LABELS[lang as keyof typeof LABELS] ?? LABELS.it;
