import { addAreaCatalogue } from './area';
import { i18n } from './instance';

describe('addAreaCatalogue', () => {
  afterEach(() => i18n.changeLanguage('it'));

  it("adds the area's namespace to the one instance, in every language", async () => {
    const ns = addAreaCatalogue('sample-area', {
      it: { hello: 'Ciao {{name}}' },
      en: { hello: 'Hello {{name}}' },
      es: { hello: 'Hola {{name}}' },
    });
    expect(i18n.t('hello', { ns, name: 'Anna' })).toBe('Ciao Anna');
    await i18n.changeLanguage('es');
    expect(i18n.t('hello', { ns, name: 'Anna' })).toBe('Hola Anna');
  });

  it('starts in Italian with the base texts', () => {
    expect(i18n.language).toBe('it');
    expect(i18n.t('errors.wrongCredentials')).toBe('Le credenziali sono errate');
  });
});
