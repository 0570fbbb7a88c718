// One person's kickoff, call by call, as the browser makes it: sign in, the campaign list,
// enter the campaign, the campaign, its tests, the remote map, one status write.

/** Past this a call counts as timed out: what a browser's user would have given up on. */
export const CALL_TIMEOUT_MS = 30_000;

export const CALLS = ['login', 'campaign list', 'enter campaign', 'campaign', 'tests', 'remote map', 'status write'];

/**
 * Runs the path for `person` against `url`, calling `record(call, ms, outcome)` for each call
 * made (outcome: the HTTP status, or 'timeout' / 'network'). The path stops at the first call
 * that fails. Answers the status write acknowledged, if it was.
 * @returns {Promise<{ userId: number, version: number } | null>}
 */
export async function kickoffPath(url, person, { testId, version }, record) {
  let cookie = '';
  const call = async (name, method, path, body) => {
    const started = performance.now();
    try {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { origin: url, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await response.text();
      record(name, performance.now() - started, response.status, response.headers.get('retry-after'));
      return response.ok ? { response, json: text ? JSON.parse(text) : null } : null;
    } catch (error) {
      record(name, performance.now() - started, error.name === 'TimeoutError' ? 'timeout' : 'network');
      return null;
    }
  };

  const login = await call('login', 'POST', '/api/auth/login', { username: person.username, password: person.password, timezone: 'Europe/Rome' });
  if (!login) return null;
  cookie = login.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = login.json.user.id;
  const list = await call('campaign list', 'GET', '/api/usercampaign/list');
  const campaignId = list?.json[0]?.id;
  if (campaignId === undefined) return null;
  if (!(await call('enter campaign', 'POST', `/api/usercampaign/${campaignId}`, { lang: 'it' }))) return null;
  if (!(await call('campaign', 'GET', '/api/usercampaign'))) return null;
  if (!(await call('tests', 'GET', `/api/usercampaign/${campaignId}/usertests`))) return null;
  if (!(await call('remote map', 'GET', `/api/remotes?campaignId=${campaignId}`))) return null;
  const written = await call('status write', 'POST', `/api/tests/${testId}/status/${campaignId}/${userId}`, { version, status: 'incomplete' });
  return written ? { userId, version } : null;
}
