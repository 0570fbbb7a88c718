import type { AdminChallengeErrorCode } from '@skillup/shared/api/contract';
import { ApiError } from '../../http/api-error';

const refusal = (status: number, code: AdminChallengeErrorCode, message: string) => new ApiError(status, code, message);

export const notChallenge = () => refusal(409, 'NOT_CHALLENGE', 'the campaign’s theme is not the challenge: it has no sections');
export const duplicateSection = (id: string) => refusal(400, 'DUPLICATE_SECTION', `two sections are called ${id}`);
export const unknownTest = (testId: number) => refusal(400, 'UNKNOWN_TEST', `test ${testId} is not a test of this campaign`);
export const testInTwoSections = (testId: number) => refusal(400, 'TEST_IN_TWO_SECTIONS', `test ${testId} is in two sections`);
