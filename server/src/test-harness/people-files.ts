import Papa from 'papaparse';
import { OPS_TOKEN, type TestApp } from './test-app';
import { companyIdOf } from './users';
import { insertCampaignRow } from './test-rows';

export const OPS = { authorization: `Bearer ${OPS_TOKEN}` };

export const HEADER = 'email,first name,last name,language,team,manager email,role,assessor emails';

/** A CSV file of these rows under the template's header, each cell as it is: a formula stays a formula. */
export function csvOf(rows: readonly (readonly string[])[], header = HEADER): string {
  const body =
    rows.length === 0
      ? ''
      : `${Papa.unparse(
          rows.map((row) => [...row]),
          { newline: '\n' },
        )}\n`;
  return `${header}\n${body}`;
}

/** A campaign of its own for a suite, in the demo company unless another is named. */
export async function newCampaign(t: TestApp, options: { company?: string; state?: 'DRAFT' | 'ACTIVE' | 'CLOSED' } = {}): Promise<number> {
  const companyId = await companyIdOf(t, options.company ?? 'demo');
  return insertCampaignRow(t.database.db, companyId, {
    state: options.state ?? 'DRAFT',
    languages: JSON.stringify([{ lang: 'it', name: 'Persone', description: '' }]),
    is360: true,
    self_evaluation: true,
  });
}

export interface ImportCall {
  commit?: boolean;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Posts a file to an import route as a raw body, as the operations tools would. */
export function postFile(t: TestApp, url: string, body: string | Buffer, call: ImportCall = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${url}${call.commit ? '?commit=1' : ''}`,
    headers: { 'content-type': call.contentType ?? 'text/csv', ...(call.headers ?? OPS) },
    payload: body,
  });
}

/** The same file as the `file` field of a multipart form, as a browser sends it. */
export function multipart(name: string, content: string | Buffer, field = 'file') {
  const boundary = '----skillupPeopleBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const participantsImport = (campaignId: number) => `/api/admin/campaigns/${campaignId}/participants/import`;
