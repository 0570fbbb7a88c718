export const it = {
  title: 'Sfida individuale',
  empty: 'Nessuna sezione in questa campagna',
  progress: 'Avanzamento {{percent}}%',
  section: 'Sezione {{number}}: {{name}}',
};

export type ChallengeCatalogue = typeof it;
