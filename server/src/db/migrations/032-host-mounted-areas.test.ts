import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../connection';
import { testDatabases } from '../../test-harness/databases';
import { migrations } from '.';

/* The rows are written as the schema stood before this migration, not as typed today. */
type AnyDb = Kysely<any>;

const THIS = '032-host-mounted-areas';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(THIS) - 1] as string;

const ownArea = { path: '/report', roles: ['participant'], landing: false, campaign: true };
const adminArea = { path: '/admin', roles: ['admin'], landing: true, campaign: false };

describe.each(testDatabases())('the areas of versions published before the report and the 360 declared theirs, on $name', (target) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: AnyDb;
  let migrator: Migrator;

  const areas = async () =>
    Object.fromEntries(
      (await db.selectFrom('remote_versions').select(['remote', 'version', 'area']).execute()).map((row) => [
        `${row.remote}@${row.version}`,
        row.area,
      ]),
    );

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    handle = await createDatabase(created.spec);
    db = handle.db as AnyDb;
    migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(before);
    if (error) throw error;
    const rows: [string, string, object | null][] = [
      ['report', '1.0.0', null],
      ['report', '2.0.0', ownArea],
      ['360', '1.0.0', null],
      ['taskroom', '1.0.0', null],
      ['admin', '1.0.0', adminArea],
    ];
    for (const [remote, version, area] of rows) {
      await sql`insert into remote_versions (remote, version, hash, area)
        values (${remote}, ${version}, 'h', ${area === null ? null : JSON.stringify(area)})`.execute(db);
    }
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('gives the report and the 360 without an area the mount the host gave them, touches nothing else, and goes back', async () => {
    const up = await migrator.migrateTo(THIS);
    if (up.error) throw up.error;
    const every = ['participant', 'assessor', 'admin', 'superassessor'];
    expect(await areas()).toEqual({
      'report@1.0.0': { path: '/report', menu: { it: 'Report', en: 'Report', es: 'Informe' }, roles: every, landing: false, campaign: true },
      'report@2.0.0': ownArea,
      '360@1.0.0': { path: '/skillup-360', roles: every, landing: false, campaign: true },
      'taskroom@1.0.0': null,
      'admin@1.0.0': adminArea,
    });

    const down = await migrator.migrateTo(before);
    if (down.error) throw down.error;
    expect(await areas()).toEqual({
      'report@1.0.0': null,
      'report@2.0.0': ownArea,
      '360@1.0.0': null,
      'taskroom@1.0.0': null,
      'admin@1.0.0': adminArea,
    });
  });
});
