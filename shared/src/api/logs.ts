import type { LogRequest, StatusOk } from './contract';
import { paths } from './contract/paths';
import { http } from './client';

/** docs/behaviour.md §7.5: the log item travels as a JSON string. */
export async function postLog(item: object): Promise<StatusOk> {
  const body: LogRequest = { data: JSON.stringify(item) };
  const { data } = await http.post<StatusOk>(paths.logs, body);
  return data;
}
