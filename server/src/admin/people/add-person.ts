import type { AddPersonRequest, AddPersonResponse, PersonCells } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { inviteParticipants } from '../../campaign-mail/invitations';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { looksLikeFormula, splitEmails } from './cell-rules';
import { addressesOf, PARTICIPANT_COLUMN_SPEC, type PersonRowInput } from './participant-columns';
import { commitPeople } from './people-commit';
import { findPerson, toPerson } from './people-list';
import { loadPeopleSnapshot } from './people-snapshot';
import { judgePeople, type PeopleJudge } from './person-verdicts';
import type { CampaignInReach } from './reach';

const orNull = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === '' ? null : text.trim());

/** The person as a row of an import would give them, so that both are judged by the same rules. */
export function rowOfRequest(body: AddPersonRequest): PersonRowInput {
  const cells: PersonCells = {
    email: body.email.trim(),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    language: orNull(body.language),
    team: orNull(body.team),
    managerEmail: orNull(body.managerEmail),
    role: body.role ?? null,
    assessorEmails: splitEmails((body.assessorEmails ?? []).join(' ')),
  };
  const texts: Record<keyof PersonCells, string> = {
    ...cells,
    language: cells.language ?? '',
    team: cells.team ?? '',
    managerEmail: cells.managerEmail ?? '',
    role: cells.role ?? '',
    assessorEmails: cells.assessorEmails.join(' '),
  };
  const formula = (Object.keys(texts) as (keyof PersonCells)[]).find((key) => looksLikeFormula(texts[key]));
  return { line: 2, cells, formulaColumn: formula === undefined ? null : PARTICIPANT_COLUMN_SPEC[formula].label };
}

/** Adds one person to the campaign, or changes them as an import row would; a refusal is a 422 with its code. */
export async function addPerson(
  db: Kysely<Database>,
  jobs: PgBoss,
  campaign: CampaignInReach,
  body: AddPersonRequest,
  judge: PeopleJudge,
): Promise<Omit<AddPersonResponse, 'status'> & { invited: number }> {
  const row = rowOfRequest(body);
  return db.transaction().execute(async (trx) => {
    const snapshot = await loadPeopleSnapshot(trx, campaign, addressesOf([row]));
    const { verdicts, plans } = judgePeople([row], snapshot, judge);
    const [verdict] = verdicts;
    if (!verdict || verdict.verdict === 'refused')
      throw new ApiError(422, verdict?.refusal?.code ?? 'BAD_REQUEST', verdict?.refusal?.message ?? 'refused');
    await commitPeople(trx, campaign, plans, snapshot);
    // Someone who joins an open campaign is told, as those of its launch were.
    const invited = await inviteParticipants(trx, jobs, campaign.id);
    const stored = await trx
      .selectFrom('user_campaigns as uc')
      .innerJoin('users as u', 'u.id', 'uc.user_id')
      .select(['u.id', 'uc.state'])
      .where('u.email', '=', plans[0]!.email)
      .where('uc.campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    const person = await findPerson(trx, campaign.companyId, stored.id);
    return { verdict: verdict.verdict, changes: verdict.changes, person: { ...toPerson(person!), enrolmentState: stored.state }, invited };
  });
}
