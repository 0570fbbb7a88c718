import { catalogueGaps, copiedTexts, type Language } from '@skillup/shared/i18n';
import { languageAtom } from '@skillup/shared/state';
import { renderWithStore } from '@skillup/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { dataExportCatalogues } from './dataExportCatalogue';
import { DataExportSection } from './DataExportSection';

const texts: Record<Language, { title: string; link: string; explanation: string }> = {
  it: {
    title: 'I tuoi dati',
    link: 'Scarica i miei dati',
    explanation: 'Uno zip con il tuo profilo, le campagne, le risposte e i report, così come li conserviamo.',
  },
  en: {
    title: 'Your data',
    link: 'Download my data',
    explanation: 'A zip with your profile, campaigns, answers and reports, as we hold them.',
  },
  es: {
    title: 'Tus datos',
    link: 'Descargar mis datos',
    explanation: 'Un zip con tu perfil, tus campañas, tus respuestas y tus informes, tal como los conservamos.',
  },
};

describe('DataExportSection (docs/security.md, "A person\'s data on request: export")', () => {
  const store = createStore();
  // The language is the one i18next instance's: the other suites read Italian.
  afterEach(() => act(() => store.set(languageAtom, 'it')));

  it.each(Object.entries(texts) as [Language, (typeof texts)[Language]][])('in %s: a plain download link to the export, explained', (lang, text) => {
    store.set(languageAtom, lang);
    renderWithStore(<DataExportSection />, { store });
    const section = screen.getByRole('region', { name: text.title });
    const link = within(section).getByRole('link', { name: text.link });
    expect(link).toHaveAttribute('href', '/api/me/export');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAccessibleDescription(text.explanation);
    expect(within(section).getByText(text.explanation)).toBeInTheDocument();
  });

  it('has every text in it, en and es, none left in English', () => {
    expect(catalogueGaps(dataExportCatalogues)).toEqual([]);
    expect(copiedTexts(dataExportCatalogues)).toEqual([]);
  });
});
