import type { LogRequest, StatusOk } from '@skillup/shared/api/contract';
import { http, paths } from '@skillup/shared/api';

/** docs/behaviour.md §7.5: the log item travels as a JSON string. */
export async function postLog(item: object): Promise<StatusOk> {
  const body: LogRequest = { data: JSON.stringify(item) };
  const { data } = await http.post<StatusOk>(paths.logs, body);
  return data;
}
