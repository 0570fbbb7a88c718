import { sql } from 'kysely';
import { testDatabases } from '../../test-harness/databases';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../../test-harness/database-before-migration';

const ownArea = { path: '/report', roles: ['participant'], landing: false, campaign: true };
const adminArea = { path: '/admin', roles: ['admin'], landing: true, campaign: false };

describe.each(testDatabases())('the areas of versions published before the report and the 360 declared theirs, on $name', (target) => {
  let database: DatabaseBeforeMigration;

  const areas = async () =>
    Object.fromEntries(
      (await database.db.selectFrom('remote_versions').select(['remote', 'version', 'area']).execute()).map((row) => [
        `${row.remote}@${row.version}`,
        row.area,
      ]),
    );

  beforeAll(async () => {
    database = await databaseBeforeMigration(target, '032-host-mounted-areas');
    const rows: [string, string, object | null][] = [
      ['report', '1.0.0', null],
      ['report', '2.0.0', ownArea],
      ['360', '1.0.0', null],
      ['taskroom', '1.0.0', null],
      ['admin', '1.0.0', adminArea],
    ];
    for (const [remote, version, area] of rows) {
      await sql`insert into remote_versions (remote, version, hash, area)
        values (${remote}, ${version}, 'h', ${area === null ? null : JSON.stringify(area)})`.execute(database.db);
    }
  });
  afterAll(() => database?.close());

  it('gives the report and the 360 without an area the mount the host gave them, touches nothing else, and goes back', async () => {
    await database.up();
    const every = ['participant', 'assessor', 'admin', 'superassessor'];
    expect(await areas()).toEqual({
      'report@1.0.0': { path: '/report', menu: { it: 'Report', en: 'Report', es: 'Informe' }, roles: every, landing: false, campaign: true },
      'report@2.0.0': ownArea,
      '360@1.0.0': { path: '/skillup-360', roles: every, landing: false, campaign: true },
      'taskroom@1.0.0': null,
      'admin@1.0.0': adminArea,
    });

    await database.down();
    expect(await areas()).toEqual({
      'report@1.0.0': null,
      'report@2.0.0': ownArea,
      '360@1.0.0': null,
      'taskroom@1.0.0': null,
      'admin@1.0.0': adminArea,
    });
  });
});
