import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestDatabaseTarget } from './databases';
import { csvOf, OPS, participantsImport, postFile } from './people-files';
import { startSmtpSink, type SinkOptions, type SmtpSink } from './smtp-sink';
import { startTestApp, testAuthSettings, type TestApp } from './test-app';
import { companyIdOf } from './users';
import { mailsDb } from '../campaign-mail/mails-table';

/* What the suites of campaign mails share: a server with a relay of its own, and HR's calls. */

/** A server whose campaign mails go to a real SMTP server of the test's own. */
export async function appWithRelay(target: TestDatabaseTarget, sinkOptions: SinkOptions = {}) {
  const sink = await startSmtpSink(sinkOptions);
  const dir = mkdtempSync(join(tmpdir(), 'skillup-invitations-'));
  const auth = testAuthSettings(dir);
  const t = await startTestApp(target, { auth: { ...auth, mail: { ...auth.mail, smtpUrl: sink.url } } });
  return {
    t,
    sink,
    async close() {
      await t.close();
      await sink.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const hr = (app: FastifyInstance, method: 'POST' | 'GET', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: OPS, ...(payload ? { payload } : {}) });

/** A draft of the demo company with one test, ready to launch, as HR makes it. */
export async function draft(
  t: TestApp,
  name: string,
  dates: { dateStart: string; dateEnd: string } = { dateStart: '2027-01-11T08:00:00.000Z', dateEnd: '2027-02-26T17:00:00.000Z' },
) {
  const companyId = await companyIdOf(t, 'demo');
  const created = await hr(t.app, 'POST', '/campaigns', {
    companyId,
    languages: [
      { lang: 'it', name: `${name} IT`, description: '' },
      { lang: 'en', name: `${name} EN`, description: '' },
    ],
    theme: 'skillup',
    ...dates,
  });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().campaign.id;
  expect(
    (await hr(t.app, 'POST', `/campaigns/${id}/tests`, { activity: 'business-case', abbreviation: name.slice(0, 8), name: { it: 'Caso' } }))
      .statusCode,
  ).toBe(201);
  return id;
}

export const people = (prefix: string, count: number, lang = 'it') =>
  Array.from({ length: count }, (_, i) => [`${prefix}-${i}@invited.test`, `Nome${i}`, `Cognome${i}`, lang, '', '', '', '']);

export const importPeople = async (t: TestApp, campaignId: number, rows: string[][]) => {
  const answer = await postFile(t, participantsImport(campaignId), csvOf(rows), { commit: true });
  expect(answer.statusCode).toBe(200);
};

export const mailsOf = (t: TestApp, campaignId: number) =>
  mailsDb(t.database.db).selectFrom('campaign_mails').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();

export const recipients = (sink: SmtpSink) => sink.received.flatMap((r) => r.envelopeTo);
export const linkIn = (text: string) => /(http:\/\/app\.test\/\S+)/.exec(text)?.[1];
