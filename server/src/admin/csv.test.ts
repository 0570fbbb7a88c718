import Papa from 'papaparse';
import { csvLines } from './csv';

describe('CSV lines', () => {
  it("neutralises every cell a spreadsheet would run as a formula with a leading '", () => {
    const cells = ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\r=x', '=a\n=b', 'plain', 'a=b', ''];
    const [parsed] = Papa.parse<string[]>(csvLines([cells]), { skipEmptyLines: true }).data;
    expect(parsed).toEqual(["'=SUM(A1)", "'+1", "'-1", "'@cmd", "'\tx", "'\r=x", "'=a\n=b", 'plain', 'a=b', '']);
  });

  it('quotes separators, quotes and line breaks, and ends every line with CRLF', () => {
    const text = csvLines([
      ['a,b', 'say "hi"', 'two\nlines'],
      ['Gioè', 'ñ', ''],
    ]);
    expect(text).toBe('"a,b","say ""hi""","two\nlines"\r\nGioè,ñ,\r\n');
    expect(csvLines([])).toBe('');
  });
});
