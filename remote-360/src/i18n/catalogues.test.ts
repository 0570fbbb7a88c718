import { catalogueGaps, i18n } from '@skillup/shared';
import { catalogues, NS } from '.';

it('every text of the 360 area exists in it, en and es', () => {
  expect(catalogueGaps(catalogues)).toEqual([]);
});

it('the texts with a limit agree with it: singular for one, plural from two', () => {
  const t = (key: string, values: Record<string, unknown>) => i18n.t(key, { ns: NS, ...values });
  expect(t('questionnaire.characters', { lng: 'it', length: 0, count: 1 })).toBe('0 di 1 carattere');
  expect(t('questionnaire.characters', { lng: 'it', length: 12, count: 500 })).toBe('12 di 500 caratteri');
  expect(t('questionnaire.characters', { lng: 'es', length: 0, count: 1 })).toBe('0 de 1 carácter');
  expect(t('questionnaire.linkedLimits', { lng: 'it', min: 1, count: 1 })).toBe('Per ogni colonna scegli da 1 a 1 risposta');
  expect(t('questionnaire.linkedLimits', { lng: 'it', min: 1, count: 3 })).toBe('Per ogni colonna scegli da 1 a 3 risposte');
  expect(t('questionnaire.linkedLimits', { lng: 'en', min: 1, count: 1 })).toBe('Choose 1 to 1 answer for each column');
  expect(t('nominations.belowThreshold.peers', { lng: 'it', count: 3 })).toBe('Servono almeno 3 colleghi perché le loro risposte siano mostrate');
  expect(t('nominations.belowThreshold.peers', { lng: 'en', count: 1 })).toBe('At least 1 peer is needed for their answers to be shown');
  expect(t('nominations.belowThreshold.peers', { lng: 'es', count: 3 })).toBe(
    'Se necesitan al menos 3 compañeros para que se muestren sus respuestas',
  );
});
