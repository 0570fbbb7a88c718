import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { BEACON_ITEM_TYPES, BeaconItem, DbId, Outcome, Page360Request, TestDataString, TestStatus, Version } from '@skillup/shared/api/contract';
import { ApiError } from '../http/api-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body';
import type { RunParams } from './access';
import { refuseUnstorable } from '../security/text-guard';
import type { RunWrite } from './progress-store';

/** What one queue item of a beacon asks the server to do. */
export type BeaconWrite =
  | { kind: 'run'; params: RunParams; write: RunWrite }
  | { kind: 'outcomes'; params: RunParams; values: Outcome[]; version: number }
  | { kind: 'page360'; params: RunParams; evaluee: number; page: Page360Request };

const Outcomes = Type.Array(Outcome, { maxItems: 500 });
const OutcomesEnvelope = Type.Object({ values: Outcomes });
/** A 360 page as the queue holds it: the request's answers, its document as `stored`. */
const Page360Data = Type.Object(
  { values: Page360Request.properties.values, stored: Page360Request.properties.data },
  { additionalProperties: false },
);

const invalid = (index: number, message: string) => new ApiError(400, 'BAD_REQUEST', `items[${index}]: ${message}`);

/** Activity data travels as a string; the queue may hold it as the object it came from. */
function dataString(data: unknown): string | undefined {
  const text = typeof data === 'string' ? data : typeof data === 'object' && data !== null ? JSON.stringify(data) : undefined;
  return text !== undefined && Value.Check(TestDataString, text) ? text : undefined;
}

function outcomesOf(data: unknown): Outcome[] | undefined {
  if (Value.Check(Outcomes, data)) return data as Outcome[];
  if (Value.Check(OutcomesEnvelope, data)) return (data as { values: Outcome[] }).values;
  return undefined;
}

/** Checks one item with the messages of the queue's own validation (docs/behaviour.md §5). */
function toWrite(raw: unknown, index: number): BeaconWrite {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid(index, 'an item must be an object');
  const candidate = raw as Record<string, unknown>;
  // An area's own writes (the Agenda's, the tutorial's) wait in the queue for the next visit, never in a beacon.
  if (!BEACON_ITEM_TYPES.includes(candidate.type as never)) throw invalid(index, 'Invalid request type');
  if (!Value.Check(Version, candidate.version)) throw invalid(index, 'Invalid request version');
  const bad = (type: string) => invalid(index, `Invalid ${type} request data`);
  const status = Value.Check(TestStatus, candidate.status) ? (candidate.status as BeaconItem['status']) : undefined;
  let write: BeaconWrite;
  const params = { campaignId: candidate.campaignId, testId: candidate.testId, userId: candidate.userId } as RunParams;
  const version = candidate.version as number;
  switch (candidate.type as BeaconItem['type']) {
    case 'SYNC':
    case 'SYNC_ALL': {
      const data = dataString(candidate.data);
      if (!status || data === undefined) throw bad(candidate.type as string);
      write = { kind: 'run', params, write: { version, status, data } };
      break;
    }
    case 'STATUS':
      if (!status) throw bad('STATUS');
      write = { kind: 'run', params, write: { version, status } };
      break;
    case 'DATA': {
      const data = dataString(candidate.data);
      if (data === undefined) throw bad('DATA');
      write = { kind: 'run', params, write: { version, data } };
      break;
    }
    case 'OUTCOMES': {
      const values = outcomesOf(candidate.data);
      if (!values) throw bad('OUTCOMES');
      write = { kind: 'outcomes', params, values, version };
      break;
    }
    case 'PAGE_360': {
      const data = candidate.data as { values: Page360Request['values']; stored: string };
      if (!Value.Check(DbId, candidate.evaluee) || !Value.Check(Page360Data, data)) throw bad('PAGE_360');
      write = { kind: 'page360', params, evaluee: candidate.evaluee as number, page: { version, values: data.values, data: data.stored } };
      break;
    }
  }
  if (candidate.type !== 'PAGE_360' && candidate.evaluee !== undefined) throw invalid(index, 'Invalid tracking data');
  if (!Value.Check(BeaconItem, raw)) {
    const [first] = Value.Errors(BeaconItem, raw);
    throw invalid(index, `${first?.path || 'item'} ${first?.message ?? 'is invalid'}`);
  }
  return write;
}

/** Parses the `items` field of a beacon; any malformed item refuses the whole beacon. */
export function parseBeaconItems(field: string): BeaconWrite[] {
  // Refused before parsing: whatever walks a value nested thousands deep runs out of stack.
  if (nestsDeeperThan(field, MAX_JSON_DEPTH)) throw new ApiError(400, 'BAD_REQUEST', `items are nested deeper than ${MAX_JSON_DEPTH} levels`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(field);
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'items must be a JSON array of queue items');
  }
  refuseUnstorable(parsed, 'items');
  if (!Array.isArray(parsed)) throw new ApiError(400, 'BAD_REQUEST', 'items must be a JSON array of queue items');
  if (parsed.length > 500) throw new ApiError(400, 'BAD_REQUEST', 'a beacon holds at most 500 items');
  return parsed.map(toWrite);
}
