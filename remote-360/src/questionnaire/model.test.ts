import { emptyAnswers, fromSaved } from './answers';
import { parseStored } from './draft';
import { toggleLinked } from './linked-toggle';
import { buildPages, firstOpenPage, isPageValid, pageValues } from './pages';
import { someQuestions } from '../testing/questions';

describe('questionnaire pages', () => {
  const pages = buildPages(someQuestions(12));

  it('puts closed questions ten to a page, then one linked page, then one open page', () => {
    expect(pages.map((p) => (p.kind === 'closed' ? `closed:${p.questions.length}` : p.kind))).toEqual(['closed:10', 'closed:2', 'linked', 'open']);
  });

  it('accepts a closed page only when every question has a value', () => {
    const answers = emptyAnswers();
    for (let id = 1; id <= 9; id++) answers.closed[id] = 4;
    expect(isPageValid(pages[0]!, answers)).toBe(false);
    answers.closed[10] = 2;
    expect(isPageValid(pages[0]!, answers)).toBe(true);
    expect(pageValues(pages[0]!, answers)).toHaveLength(10);
  });

  it('accepts a linked page when each column holds between min and max answers', () => {
    const answers = emptyAnswers();
    answers.linked[100] = [[11, 1]];
    expect(isPageValid(pages[2]!, answers)).toBe(false);
    answers.linked[100] = [
      [11, 1],
      [12, 2],
    ];
    expect(isPageValid(pages[2]!, answers)).toBe(true);
    expect(pageValues(pages[2]!, answers)).toEqual([
      { questionId: 100, answerId: 11, value: 1 },
      { questionId: 100, answerId: 12, value: 2 },
    ]);
  });

  it('accepts an open page with a non-blank text within the maximum', () => {
    const answers = emptyAnswers();
    answers.open[200] = '   ';
    expect(isPageValid(pages[3]!, answers)).toBe(false);
    answers.open[200] = 'x'.repeat(21);
    expect(isPageValid(pages[3]!, answers)).toBe(false);
    answers.open[200] = 'Ottimo';
    expect(isPageValid(pages[3]!, answers)).toBe(true);
  });

  it('resumes saved answers at the first page not yet complete', () => {
    const saved = fromSaved(
      [
        ...Array.from({ length: 12 }, (_, i) => ({ questionId: i + 1, value: 3 })),
        { questionId: 100, answerId: 11, value: 1 },
        { questionId: 200, textValue: 'Bene' },
      ],
      new Set([100]),
    );
    expect(saved.linked[100]).toEqual([[11, 1]]);
    expect(saved.open[200]).toBe('Bene');
    expect(firstOpenPage(pages, saved)).toBe(2);
  });
});

describe('linked toggle', () => {
  it('unselects the column an answer already has', () => {
    expect(toggleLinked([[11, 1]], 11, 1, 2)).toEqual([]);
  });
  it('moves an answer to another column', () => {
    expect(toggleLinked([[11, 1]], 11, 2, 2)).toEqual([[11, 2]]);
  });
  it('takes the column from its first holder when it would exceed max_answers', () => {
    expect(
      toggleLinked(
        [
          [11, 1],
          [12, 1],
        ],
        13,
        1,
        2,
      ),
    ).toEqual([
      [12, 1],
      [13, 1],
    ]);
  });
});

describe('stored 360 document', () => {
  it('reads page and answers, and an empty store as nothing', () => {
    expect(parseStored(null)).toBeNull();
    expect(parseStored('{"page":2,"answers":{"closed":{"1":4}}}')).toEqual({ page: 2, answers: { closed: { 1: 4 }, open: {}, linked: {} } });
  });
  it("logs 'FAILED TO PARSE JSON' and fails on a document that does not parse", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parseStored('{not json')).toThrow('FAILED TO PARSE JSON');
    expect(() => parseStored('[1,2]')).toThrow('FAILED TO PARSE JSON');
    expect(log).toHaveBeenCalledWith('FAILED TO PARSE JSON', expect.anything());
    log.mockRestore();
  });
});
