import type { UserTest } from '@skillup/shared/api/contract';
import type { TestRow, TestStatus } from '../db/schema';
import { localise } from '../campaigns/localise';

/** yyyy-mm-dd → dd/MM/yyyy, the format the calendar theme shows (docs/behaviour.md §9). */
function dayMonthYear(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export function toUserTest(test: TestRow, companyId: number, status: TestStatus | null, lang: string): UserTest {
  return {
    id: test.id,
    kind: test.kind,
    name: localise(test.name, lang),
    description: localise(test.description, lang),
    instructions: localise(test.instructions, lang),
    abbreviation: test.abbreviation,
    position: test.position,
    url: test.url,
    img: test.img,
    companyId,
    status: status ?? 'not attempted',
    repeatable: test.repeatable,
    legacy: test.legacy,
    startDate: dayMonthYear(test.start_date),
    prerequisites: test.prerequisites,
    duration: test.duration,
    color: test.color,
    hasTimer: test.has_timer,
    exitMessage: localise(test.exit_message, lang),
    jsonData: test.json_data,
  };
}
