import { missingKeysUnder } from '@skillup/shared/testing/usedKeys';
import { join } from 'node:path';
import { catalogues } from '.';

it('every literal key the challenge passes to t() is in it, en and es', () => {
  const { used, missing } = missingKeysUnder(join(__dirname, '..'), catalogues, {
    // The keys the documents and the tutorial name in their tables, and those built from a name.
    patterns: [/:\s*'((?:docs|tutorialDialog)\.[\w.]+)'/g],
    built: [
      ...['ring', 'icons', 'cards', 'documents'].map((step) => `tutorialDialog.${step}`),
      ...['sculpture', 'yearbook'].flatMap((card) => ['Category', 'Text'].map((part) => `docs.${card}${part}`)),
    ],
    // The shell's catalogue holds it, used through its own t().
    others: ['area.version'],
  });
  expect(used).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});
