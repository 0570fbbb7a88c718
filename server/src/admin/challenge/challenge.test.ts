import type { AdminChallenge } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../../test-harness/test-app';
import { hrSessions, loginAs } from '../../test-harness/users';

describe.each(testDatabases())('HR edits the sections, motivation and documents of a challenge on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let acmeAdmin: string;
  let reader: string;
  let challengeId: number;
  let testIds: number[];

  beforeAll(async () => {
    t = await startTestApp(target);
    ({ admin, acmeAdmin, reader } = await hrSessions(t));
    const db = t.database.db;
    const row = await db.selectFrom('campaigns').where('theme', '=', 'ferrari-academy').select('id').executeTakeFirstOrThrow();
    challengeId = row.id;
    testIds = (await db.selectFrom('tests').where('campaign_id', '=', challengeId).select('id').orderBy('id').execute()).map((test) => test.id);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/campaigns/${url}`, headers, ...(payload ? { payload } : {}) });
  const as = (cookie: string) => ({ cookie });

  const edited = (): AdminChallenge => ({
    intro: { title: 'La sfida', text: 'Quattro tappe.' },
    outro: { title: 'Traguardo', text: 'Hai finito.' },
    sections: [
      { id: 'start', name: 'Partenza', description: 'Il via.', motivation: 'Si parte.', tests: [testIds[1]!, testIds[0]!] },
      { id: 'middle', name: 'Metà', description: '', motivation: 'Avanti così.', tests: [testIds[2]!] },
      { id: 'late', name: 'Quasi', description: '', motivation: 'Manca poco.', tests: [testIds[3]!] },
      { id: 'me', name: 'Io', description: 'Il tuo piano.', motivation: 'Ultimo giro.', tests: [testIds[4]!] },
    ],
    links: { about: { url: 'https://example.org/chi-siamo', title: 'Chi siamo' }, press: { url: 'http://example.org/stampa' } },
  });

  it('opens the seeded challenge as its participants read it: sections in order with their tests, and the links', async () => {
    const answer = await call('GET', `${challengeId}/challenge`, as(admin));
    expect(answer.statusCode).toBe(200);
    const { challenge } = answer.json() as { challenge: AdminChallenge };
    expect(challenge.sections.map((section) => section.id)).toEqual(['vision', 'people', 'results', 'personal']);
    expect(challenge.sections[0]).toMatchObject({ name: 'Vision', motivation: 'Great journeys start with a clear direction.' });
    expect(challenge.sections[2]!.tests).toHaveLength(2);
    expect(challenge.intro).toEqual({ title: 'Individual Challenge', text: 'Four sections, one step at a time.' });
    expect(challenge.links.about).toEqual({ url: 'https://www.example.com/about' });
  });

  it('stores a new challenge, keeps what it does not own of the data, and the participant reads it', async () => {
    const db = t.database.db;
    const before = await db.selectFrom('campaigns').where('id', '=', challengeId).select('data').executeTakeFirstOrThrow();
    await db
      .updateTable('campaigns')
      .set({ data: JSON.stringify({ ...before.data, tutorial: 'keep me' }) })
      .where('id', '=', challengeId)
      .execute();
    const saved = await call('PUT', `${challengeId}/challenge`, as(admin), edited());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ challenge: edited() });
    expect((await call('GET', `${challengeId}/challenge`, as(reader))).json()).toEqual({ challenge: edited() });

    const chiara = await loginAs(t, 'chiara.marino@demo.skillup.test');
    const selected = await t.app.inject({ method: 'POST', url: `/api/usercampaign/${challengeId}`, headers: { cookie: chiara } });
    expect(selected.statusCode).toBe(200);
    const { data } = (selected.json() as { campaign: { data: Record<string, unknown> } }).campaign;
    expect(data.order).toEqual(['start', 'middle', 'late', 'me']);
    expect(data.sections).toMatchObject({ start: { motivation: 'Si parte.', tests: [testIds[1], testIds[0]] } });
    expect(data.tutorial).toBe('keep me');
  });

  it('refuses duplicate sections, tests of another campaign or in two sections, and unsafe links, storing nothing', async () => {
    const stored = await call('GET', `${challengeId}/challenge`, as(admin));
    const twice = edited();
    twice.sections[1]!.id = 'start';
    const foreign = edited();
    foreign.sections[1]!.tests = [999999];
    const shared = edited();
    shared.sections[3]!.tests = [testIds[0]!];
    const script = { ...edited(), links: { about: { url: 'javascript:alert(1)' } } };
    const three = { ...edited(), sections: edited().sections.slice(0, 3) };
    const extra = { ...edited(), colour: 'red' };
    const codes = [];
    for (const body of [twice, foreign, shared, script, three, extra]) {
      const answer = await call('PUT', `${challengeId}/challenge`, as(admin), body);
      codes.push([answer.statusCode, answer.json().code]);
    }
    expect(codes).toEqual([
      [400, 'DUPLICATE_SECTION'],
      [400, 'UNKNOWN_TEST'],
      [400, 'TEST_IN_TWO_SECTIONS'],
      [400, 'BAD_REQUEST'],
      [400, 'BAD_REQUEST'],
      [400, 'BAD_REQUEST'],
    ]);
    expect((await call('GET', `${challengeId}/challenge`, as(admin))).json()).toEqual(stored.json());
  });

  it('answers 409 NOT_CHALLENGE for another theme, 404 for another company, 403 to a superassessor’s change; operations reach it', async () => {
    const db = t.database.db;
    const other = await db.selectFrom('campaigns').where('theme', '!=', 'ferrari-academy').select('id').executeTakeFirstOrThrow();
    const notChallenge = await call('GET', `${other.id}/challenge`, as(admin));
    expect([notChallenge.statusCode, notChallenge.json().code]).toEqual([409, 'NOT_CHALLENGE']);
    const foreign = await call('GET', `${challengeId}/challenge`, as(acmeAdmin));
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CAMPAIGN_NOT_FOUND']);
    expect((await call('PUT', `${challengeId}/challenge`, as(acmeAdmin), edited())).statusCode).toBe(404);
    expect((await call('PUT', `${challengeId}/challenge`, as(reader), edited())).statusCode).toBe(403);
    expect((await call('GET', `${challengeId}/challenge`, { authorization: `Bearer ${OPS_TOKEN}` })).statusCode).toBe(200);
  });

  it('reads stored JSON it did not write, keeping what can be kept', async () => {
    const db = t.database.db;
    await db
      .updateTable('campaigns')
      .set({
        data: JSON.stringify({
          intro: 'Solo testo',
          order: ['a', 'ghost', 7],
          sections: { a: { name: 'A', tests: [testIds[0], 'x', -1] }, 7: { name: 'Sette', motivation: 3 } },
          links: { about: 'ftp://nope', news: { url: 'https://example.org/news', image: 'data:x' }, bogus: 'https://example.org' },
        }),
      })
      .where('id', '=', challengeId)
      .execute();
    const odd = await call('GET', `${challengeId}/challenge`, as(admin));
    expect(odd.statusCode).toBe(200);
    expect(odd.json().challenge).toEqual({
      intro: { title: '', text: 'Solo testo' },
      outro: { title: '', text: '' },
      sections: [
        { id: 'a', name: 'A', description: '', motivation: '', tests: [testIds[0]] },
        { id: '7', name: 'Sette', description: '', motivation: '', tests: [] },
      ],
      links: { news: { url: 'https://example.org/news' } },
    });
  });
});
