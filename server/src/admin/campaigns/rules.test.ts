import { ApiError } from '../../http/api-error';
import { checkDates, checkLanguages, checkLogo, filledText, hasName, hasPrerequisiteCycle, parseInstant, sanitisedText } from './rules';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not an ApiError';
  }
  return 'accepted';
};

describe('the rules of what HR writes', () => {
  it.each([
    ['2027-01-10', '2027-01-10T00:00:00.000Z'],
    ['2027-01-10T08:30:00Z', '2027-01-10T08:30:00.000Z'],
    ['2027-01-10T08:30:00+02:00', '2027-01-10T06:30:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
  ])('reads the instant %s as %s', (value, expected) => {
    expect(parseInstant(value, 'dateStart').toISOString()).toBe(expected);
  });

  it.each(['2027-02-29', '2027-13-01', '2027-04-31', '2027-01-10T25:00:00Z'])('refuses %s, a day or time that does not exist', (value) => {
    expect(codeOf(() => parseInstant(value, 'dateStart'))).toBe('INVALID_DATE');
  });

  it('wants the end strictly after the start', () => {
    const start = new Date('2027-01-10T08:00:00Z');
    expect(codeOf(() => checkDates(start, new Date('2027-01-10T08:00:01Z')))).toBe('accepted');
    expect(codeOf(() => checkDates(start, start))).toBe('END_BEFORE_START');
    expect(codeOf(() => checkDates(start, new Date('2027-01-09T08:00:00Z')))).toBe('END_BEFORE_START');
  });

  it.each([
    ['https://cdn.example.com/logo.png', 'accepted'],
    ['HTTP://EXAMPLE.COM/a.svg', 'accepted'],
    ['javascript:alert(1)', 'INVALID_LOGO'],
    ['data:image/png;base64,AAAA', 'INVALID_LOGO'],
    ['ftp://example.com/logo.png', 'INVALID_LOGO'],
    ['http://[::1', 'INVALID_LOGO'],
  ])('takes %s as a logo: %s', (logo, verdict) => {
    expect(codeOf(() => checkLogo(logo))).toBe(verdict);
  });

  it('keeps each language once, trims names and sanitises descriptions', () => {
    expect(checkLanguages([{ lang: 'it', name: ' Nome ', description: '<b onclick="x()">Ciao</b><script>1</script>' }])).toEqual([
      { lang: 'it', name: 'Nome', description: '<b>Ciao</b>' },
    ]);
    const twice = [
      { lang: 'en', name: 'A', description: '' },
      { lang: 'en', name: 'B', description: '' },
    ] as const;
    expect(codeOf(() => checkLanguages([...twice]))).toBe('DUPLICATE_LANGUAGE');
  });

  it('drops blank variants of a text, so that the fallback language shows instead', () => {
    expect(filledText({ it: ' Ciao ', en: '   ', es: '' })).toEqual({ it: 'Ciao' });
    expect(sanitisedText({ en: '  ' })).toBeNull();
    expect(sanitisedText({ en: '<p>Done<img src=x onerror=alert(1)></p>' })).toEqual({ en: '<p>Done<img src="x" /></p>' });
  });

  it('finds a name in any language, blank ones not counting', () => {
    expect(hasName([{ name: '  ' }, { name: 'B' }])).toBe(true);
    expect(hasName([{ name: ' ' }])).toBe(false);
    expect(hasName([])).toBe(false);
  });

  it.each([
    ['no prerequisites', [[1, []]], false],
    [
      'a chain',
      [
        [1, []],
        [2, [1]],
        [3, [2, 1]],
      ],
      false,
    ],
    [
      'a diamond',
      [
        [1, []],
        [2, [1]],
        [3, [1]],
        [4, [2, 3]],
      ],
      false,
    ],
    ['a test waiting for itself', [[1, [1]]], true],
    [
      'two waiting for each other',
      [
        [1, [2]],
        [2, [1]],
      ],
      true,
    ],
    [
      'a circle of three beside a chain',
      [
        [1, [3]],
        [2, [1]],
        [3, [2]],
        [4, []],
        [5, [4]],
      ],
      true,
    ],
    ['a prerequisite outside the campaign', [[1, [99]]], false],
  ] as [string, [number, number[]][], boolean][])('sees a cycle in %s: %s', (_, edges, cycle) => {
    expect(hasPrerequisiteCycle(new Map(edges))).toBe(cycle);
  });
});
