import { PARTICIPANT_COLUMNS, XLSX_CONTENT_TYPE } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { newCampaign, OPS, participantsImport, postFile } from '../../test-harness/people-files';
import { startTestApp, type TestApp } from '../../test-harness/test-app';

describe.each(testDatabases())('the participants template on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  it.each([
    ['csv', 'text/csv; charset=utf-8'],
    ['xlsx', XLSX_CONTENT_TYPE],
  ])('comes as %s with the header and an example row that the import reads back', async (format, type) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/participants/template.${format}`, headers: OPS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="participants.${format}"`);
    if (format === 'csv') expect(response.body.split('\r\n')[0]).toBe(`\ufeff${PARTICIPANT_COLUMNS.join(',')}`);
    const preview = await postFile(t, participantsImport(await newCampaign(t)), response.rawPayload, { contentType: type.split(';')[0] });
    expect(preview.json().rows).toEqual([
      expect.objectContaining({
        cells: {
          email: 'mario.rossi@example.com',
          firstName: 'Mario',
          lastName: 'Rossi',
          language: 'it',
          team: 'Sales',
          managerEmail: 'laura.bianchi@example.com',
          role: 'participant',
          assessorEmails: ['giulia.verdi@example.com'],
        },
      }),
    ]);
  });
});
