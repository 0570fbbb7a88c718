import type { PeopleListResponse, ProgressResponse } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import { insertCampaignRow, insertTestRow } from '../../test-harness/test-rows';
import { companyIdOf, insertEnrolledUser } from '../../test-harness/users';

/**
 * Lists of people sort names as people read them, whatever the database's own collation
 * (server/src/db/reading-order.ts): on a C collation 'Zanetti' came before 'alba' and 'Élise'
 * after every plain letter.
 */
const NAMES: [first: string, last: string][] = [
  ['Zoe', 'Zanetti'],
  ['Élise', 'Éboli'],
  ['alba', 'amato'],
  ['Elena', 'Esposito'],
  ['Ugo', 'de Luca'],
  ['Rita', 'De Rosa'],
  ['Bianca', 'Bruni'],
];
const READING_ORDER = ['amato', 'Bruni', 'de Luca', 'De Rosa', 'Éboli', 'Esposito', 'Zanetti'];

describe.each(testDatabases())('names in reading order on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let campaignId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    const companyId = await companyIdOf(t, 'demo');
    campaignId = await insertCampaignRow(t.database.db, companyId, { state: 'ACTIVE' });
    await insertTestRow(t.database.db, campaignId);
    const ids = [];
    for (const [index, [firstName, lastName]] of NAMES.entries()) {
      const { id } = await insertEnrolledUser(t, {
        companyId,
        email: `order-${index}@demo.skillup.test`,
        firstName,
        lastName,
        campaignIds: [campaignId],
      });
      ids.push(id);
    }
    // Everyone reports to someone, so that every name is also a manager's.
    for (const [index, id] of ids.entries()) {
      await t.database.db
        .updateTable('users')
        .set({ manager_id: ids[(index + 1) % ids.length]! })
        .where('id', '=', id)
        .execute();
    }
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };

  it('in the progress grid, either way, and among the managers to filter by', async () => {
    const grid = await get<ProgressResponse>(`/api/admin/campaigns/${campaignId}/progress`);
    expect(grid.rows.map((row) => row.lastName)).toEqual(READING_ORDER);
    const back = await get<ProgressResponse>(`/api/admin/campaigns/${campaignId}/progress?sort=name&order=desc`);
    expect(back.rows.map((row) => row.lastName)).toEqual([...READING_ORDER].reverse());
    expect(grid.managers.map((manager) => manager.name)).toEqual([
      'alba amato',
      'Bianca Bruni',
      'Elena Esposito',
      'Élise Éboli',
      'Rita De Rosa',
      'Ugo de Luca',
      'Zoe Zanetti',
    ]);
  });

  it('in the list of the campaign’s people', async () => {
    const list = await get<PeopleListResponse>(`/api/admin/campaigns/${campaignId}/participants`);
    expect(list.people.map((person) => person.lastName)).toEqual(READING_ORDER);
  });
});
