import { ApiError } from '../http/api-error';

/*
 * Refusals of the nomination calls (docs/areas/feedback-360.md, "Nominations"): 422 with a code
 * the page translates; nothing is stored. 404 rather than 403 for what the caller may not see,
 * as everywhere a participant's client is the caller (a 403 ends its session).
 */
const refused = (code: string, message: string) => new ApiError(422, code, message);

export const nominationErrors = {
  closed: () => refused('NOMINATIONS_CLOSED', 'in this campaign the raters are chosen by HR'),
  deadlinePassed: () => refused('DEADLINE_PASSED', 'the nomination deadline has passed'),
  self: () => refused('SELF_NOMINATION', 'you cannot nominate yourself'),
  notInCompany: () => refused('NOT_IN_COMPANY', 'only people of your company can be nominated'),
  twice: () => refused('ALREADY_NOMINATED', 'this person is already nominated, or already rates you'),
  groupFull: (max: number) => refused('GROUP_FULL', `this group takes at most ${max} people`),
  submitted: () => refused('ALREADY_SUBMITTED', 'your nominations are submitted: changes go through your approver'),
  belowMinimum: (group: string, min: number) => refused('GROUP_BELOW_MINIMUM', `the group ${group} needs at least ${min} people`),
  notPending: () => refused('NOT_PENDING', 'this nomination is no longer waiting for a decision'),
  reasonRequired: () => refused('REASON_REQUIRED', 'a denial needs its reason'),
  notNominated: () => refused('NOT_NOMINATED', 'only a rater who was nominated can decline'),
  answersSaved: () => new ApiError(409, 'ANSWERS_SAVED', 'answers are saved for this person: the evaluation can no longer be declined'),
  notFound: () => new ApiError(404, 'NOMINATION_NOT_FOUND', 'no such nomination of yours in this campaign'),
  notApprover: () => new ApiError(404, 'NOMINATION_NOT_FOUND', 'no such nomination waiting for your decision'),
  limits: (message: string) => refused('INVALID_LIMITS', message),
};
