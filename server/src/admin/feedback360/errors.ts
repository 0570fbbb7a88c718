import type { AdminQuestionnaireErrorCode, AdminQuestionnaireLock } from '@skillup/shared/api/contract';
import { ApiError } from '../../http/api-error';

const refusal = (status: number, code: AdminQuestionnaireErrorCode, message: string) => new ApiError(status, code, message);

/** 404 like the participants' NO_360: for this campaign, the questionnaire does not exist until it has its 360 test. */
export const not360 = () => refusal(404, 'NOT_360', 'this campaign has no 360 test: add one before writing its questionnaire');

const LOCK_REASONS: Record<AdminQuestionnaireLock, string> = {
  HAS_ANSWERS: 'raters have already answered it: changing a question would change what they said',
  CAMPAIGN_CLOSED: 'the campaign is closed',
};
export const questionnaireLocked = (lock: AdminQuestionnaireLock) =>
  refusal(409, 'QUESTIONNAIRE_LOCKED', `the questionnaire can no longer change: ${LOCK_REASONS[lock]}`);

export const scaleValues = () => refusal(400, 'SCALE_VALUES', 'the scale takes each value from 1 to 5 exactly once');
export const noLabel = (where: string) => refusal(400, 'NO_LABEL', `${where} needs a text in Italian, English or Spanish`);
export const answerLimits = (where: string, why: string) => refusal(400, 'ANSWER_LIMITS', `${where}: ${why}`);
export const unknownSkill = (where: string, skillId: number) =>
  refusal(400, 'UNKNOWN_SKILL', `${where} names skill ${skillId}, which is not a skill of this campaign's report`);
