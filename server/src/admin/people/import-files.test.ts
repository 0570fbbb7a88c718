import { IMPORT_MAX_BYTES, XLSX_CONTENT_TYPE } from '@skillup/shared/api/contract';
import ExcelJS from 'exceljs';
import { testDatabases } from '../../test-harness/databases';
import { csvOf, HEADER, multipart, newCampaign, participantsImport, postFile } from '../../test-harness/people-files';
import { startTestApp, type TestApp } from '../../test-harness/test-app';

async function workbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook whose directory claims its files unpack to 2 GB each. */
function bomb(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  for (let i = 0; i < copy.length - 4; i += 1) if (copy.readUInt32LE(i) === 0x02014b50) copy.writeUInt32LE(0x7fffffff, i + 24);
  return copy;
}

/** Rows with a column the import ignores, which can make 10,000 of them a file of several megabytes. */
const manyRows = (count: number, notesLength = 0) => {
  const notes = 'n'.repeat(notesLength);
  const lines = [`${HEADER},notes`];
  for (let i = 0; i < count; i += 1) lines.push(`person.${i}@many.test,Person,Number ${i},it,Team ${i % 20},,,,${notes}`);
  return `${lines.join('\n')}\n`;
};

describe.each(testDatabases())('files the participants import takes or refuses on $name', (target) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    url = participantsImport(await newCampaign(t));
  });
  afterAll(() => t?.close());

  const usersCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Commits the file and expects it refused with that status and code, and nothing stored. */
  async function expectRefused(send: () => ReturnType<typeof postFile>, status: number, code: string) {
    const before = await usersCount();
    const response = await send();
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
    expect(response.json().message).toEqual(expect.any(String));
    expect(await usersCount()).toBe(before);
    return response.json().message as string;
  }

  it('reads UTF-8 with its byte order mark, semicolons, and headers written any way', async () => {
    const file = '\ufeffE-Mail;First Name;COGNOME;Lingua\r\nlea.gioe@files.test;Léa;Gioè;IT\r\n\r\n;;;\r\n';
    const answer = (await postFile(t, url, file)).json();
    expect(answer.rows).toEqual([
      expect.objectContaining({
        line: 2,
        verdict: 'new',
        cells: expect.objectContaining({ email: 'lea.gioe@files.test', lastName: 'Gioè', language: 'IT' }),
      }),
    ]);
  });

  it('takes the file as a multipart field, and as an XLSX body', async () => {
    const form = multipart('people.csv', csvOf([['form@files.test', 'Form', 'Field', '', '', '', '', '']]));
    expect((await postFile(t, url, form.payload, { contentType: form.contentType })).json().counts.new).toBe(1);
    const book = await workbook([
      ['Email', 'First name', 'Last name', 'Role'],
      [{ text: 'linked@files.test', hyperlink: 'mailto:linked@files.test' }, 'Linked', { richText: [{ text: 'Ri' }, { text: 'ch' }] }, 'Assessor'],
    ]);
    const answer = (await postFile(t, url, book, { contentType: XLSX_CONTENT_TYPE })).json();
    expect(answer.rows).toEqual([
      expect.objectContaining({ verdict: 'new', cells: expect.objectContaining({ email: 'linked@files.test', lastName: 'Rich', role: 'Assessor' }) }),
    ]);
    const asForm = multipart('people.xlsx', book);
    expect((await postFile(t, url, asForm.payload, { contentType: asForm.contentType })).json().counts.new).toBe(1);
  });

  it('refuses a row with a cell a spreadsheet would run, and a row with an XLSX formula', async () => {
    const csv = csvOf([
      ['phone@files.test', 'Phone', 'Number', '', '+39 333', '', '', ''],
      ['at@files.test', 'At', 'Sign', '', '', '', '', '@SUM(A1)'],
      ['fine@files.test', 'Fine', 'Row', '', '', '', '', ''],
    ]);
    const answer = (await postFile(t, url, csv)).json();
    expect(answer.rows.map((row: { refusal: { code: string } | null }) => row.refusal?.code ?? null)).toEqual(['FORMULA', 'FORMULA', null]);
    expect(answer.rows[0].refusal.message).toContain('"team"');
    const book = await workbook([
      ['email', 'first name', 'last name'],
      ['calc@files.test', 'Calc', { formula: 'UPPER("x")', result: 'X' }],
    ]);
    const fromBook = (await postFile(t, url, book, { contentType: XLSX_CONTENT_TYPE })).json();
    expect(fromBook.rows[0]).toMatchObject({ verdict: 'refused', cells: { lastName: '=UPPER("x")' }, refusal: { code: 'FORMULA' } });
  });

  it('refuses text that is not UTF-8', async () => {
    const latin1 = Buffer.from(`${HEADER}\nlatin@files.test,Niccolò,Rossi,,,,,\n`, 'latin1');
    const message = await expectRefused(() => postFile(t, url, latin1, { commit: true }), 400, 'BAD_ENCODING');
    expect(message).toContain('UTF-8');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\nwide@files.test,Wide,Text,,,,,\n`, 'utf16le')]);
    expect(await expectRefused(() => postFile(t, url, utf16, { commit: true }), 400, 'BAD_ENCODING')).toContain('UTF-16');
  });

  it('refuses what is no CSV nor XLSX', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const image = multipart('photo.png', png);
    await expectRefused(() => postFile(t, url, image.payload, { contentType: image.contentType, commit: true }), 415, 'NOT_CSV_OR_XLSX');
    const xls = multipart('old.xls', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]));
    expect(
      await expectRefused(() => postFile(t, url, xls.payload, { contentType: xls.contentType, commit: true }), 415, 'NOT_CSV_OR_XLSX'),
    ).toContain('.xls');
    const binary = Buffer.from(`${HEADER}\n\u0000\u0001\u0002`);
    await expectRefused(() => postFile(t, url, binary, { commit: true }), 415, 'NOT_CSV_OR_XLSX');
    await expectRefused(() => postFile(t, url, 'email,first name\n', { contentType: XLSX_CONTENT_TYPE, commit: true }), 415, 'NOT_CSV_OR_XLSX');
    const notABook = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('not a workbook at all'.repeat(10))]);
    await expectRefused(() => postFile(t, url, notABook, { contentType: XLSX_CONTENT_TYPE, commit: true }), 415, 'NOT_CSV_OR_XLSX');
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: `${url}?commit=1`,
          headers: { authorization: 'Bearer test-ops-token' },
          payload: { email: 'json@files.test' },
        }),
      415,
      'NOT_CSV_OR_XLSX',
    );
    await expectRefused(() => postFile(t, url, 'email\n', { contentType: 'text/plain', commit: true }), 415, 'NOT_CSV_OR_XLSX');
    const noFile = multipart('people.csv', csvOf([]), 'document');
    await expectRefused(() => postFile(t, url, noFile.payload, { contentType: noFile.contentType, commit: true }), 400, 'NO_FILE');
  });

  it(`refuses a file over ${IMPORT_MAX_BYTES / 1024 / 1024} MB, sent either way, and a workbook that would unpack to gigabytes`, async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    await expectRefused(() => postFile(t, url, big, { commit: true }), 413, 'FILE_TOO_LARGE');
    const form = multipart('big.csv', big);
    await expectRefused(() => postFile(t, url, form.payload, { contentType: form.contentType, commit: true }), 413, 'FILE_TOO_LARGE');
    const book = bomb(await workbook([['email', 'first name', 'last name']]));
    await expectRefused(() => postFile(t, url, book, { contentType: XLSX_CONTENT_TYPE, commit: true }), 413, 'FILE_TOO_LARGE');
  });

  it('refuses a file without the columns it needs, with a column twice, or empty', async () => {
    expect(await expectRefused(() => postFile(t, url, 'mail,nome\nx@files.test,X\n', { commit: true }), 400, 'MISSING_COLUMNS')).toContain(
      '"last name"',
    );
    await expectRefused(() => postFile(t, url, 'email,e-mail,first name,last name\n', { commit: true }), 400, 'DUPLICATE_COLUMN');
    await expectRefused(() => postFile(t, url, '\n \n', { commit: true }), 400, 'EMPTY_FILE');
  });

  it('takes 10,000 rows and refuses 10,001 or 100,000 with a message', async () => {
    const file = manyRows(10_000, 300);
    expect(file.length).toBeGreaterThan(3_000_000);
    const answer = (await postFile(t, url, file)).json();
    expect(answer.counts).toEqual({ rows: 10_000, new: 10_000, updated: 0, unchanged: 0, refused: 0 });
    expect(await expectRefused(() => postFile(t, url, manyRows(10_001), { commit: true }), 400, 'TOO_MANY_ROWS')).toContain('10,000');
    await expectRefused(() => postFile(t, url, manyRows(100_000), { commit: true }), 400, 'TOO_MANY_ROWS');
  });
});
