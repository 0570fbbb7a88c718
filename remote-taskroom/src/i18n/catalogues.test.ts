import { catalogueGaps } from '@skillup/shared';
import { catalogues } from '.';
import { it as italian } from './it';

it('every text of the Task Room exists in it, en and es', () => {
  expect(catalogueGaps(catalogues)).toEqual([]);
});

it('the Italian texts are those of the specification', () => {
  expect(italian.greeting).toBe('Buongiorno, {{name}}.');
  expect(italian.start).toBe('Inizia');
  expect(italian.duration).toBe('Durata');
  expect(italian.intro.enter).toBe('Entra');
  expect(italian.frame.failed).toBe("Impossibile caricare l'attività");
  expect(italian.exit).toMatchObject({
    title: 'Sei sicuro/a di uscire?',
    text: "Potrai completare l'attività in un secondo momento",
    timed: "Se esci prima di aver completato l'attività non potrai più ritornare su questa videata",
  });
});
