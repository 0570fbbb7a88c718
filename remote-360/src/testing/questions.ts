import type { QuestionSets } from '@skillup/shared/api/contract';

const scale = [1, 2, 3, 4, 5].map((value) => ({ value, label: ['Mai', 'Raramente', 'A volte', 'Spesso', 'Sempre'][value - 1] as string }));

/** Question sets shaped as the server sends them: `closed` closed questions, one linked, one open. */
export function someQuestions(closed = 12): QuestionSets {
  return {
    closedQuestions: Array.from({ length: closed }, (_, i) => ({ id: i + 1, text: `Domanda chiusa ${i + 1}`, options: scale })),
    linkedQuestions: [
      {
        id: 100,
        label: 'Punti di forza e aree da sviluppare',
        min_answers: 1,
        max_answers: 2,
        columns: [
          { key: 1, label: 'Punto di forza', order: 1 },
          { key: 2, label: 'Da sviluppare', order: 2 },
        ],
        answers: [
          { id: 11, label: 'Visione' },
          { id: 12, label: 'Ascolto' },
          { id: 13, label: 'Delega' },
        ],
      },
    ],
    openQuestions: [{ id: 200, text: 'Che cosa apprezzi di più?', maxLength: 20 }],
  };
}
