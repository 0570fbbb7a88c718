import type { AdminCampaignErrorCode, AdminCampaignState } from '@skillup/shared/api/contract';
import { ApiError } from '../../http/api-error';

const refusal = (status: number, code: AdminCampaignErrorCode, message: string) => new ApiError(status, code, message);

export const testNotInCampaign = () => refusal(404, 'TEST_NOT_FOUND', 'test not found in this campaign');
export const companyRequired = () => refusal(400, 'COMPANY_REQUIRED', 'operations name the company the campaign belongs to (companyId)');
export const companyNotFound = () => refusal(404, 'COMPANY_NOT_FOUND', 'company not found');
export const duplicateLanguage = (lang: string) => refusal(400, 'DUPLICATE_LANGUAGE', `the language ${lang} is listed twice`);
export const noCampaignName = () => refusal(400, 'NO_CAMPAIGN_NAME', 'the campaign needs a name in at least one of its languages');
export const invalidDate = (field: string) => refusal(400, 'INVALID_DATE', `${field} is not a date`);
export const endBeforeStart = () => refusal(400, 'END_BEFORE_START', 'the campaign must end after it starts');
export const invalidLogo = () => refusal(400, 'INVALID_LOGO', 'the logo must be an http or https address');
export const unknownActivity = (activity: string) => refusal(400, 'UNKNOWN_ACTIVITY', `no activity ${activity} in the catalogue`);
export const duplicate360 = () => refusal(409, 'DUPLICATE_360', 'the campaign already has its 360 test');
export const noTestName = () => refusal(400, 'NO_TEST_NAME', 'No valid Test name');
export const unknownPrerequisite = () => refusal(400, 'UNKNOWN_PREREQUISITE', 'a prerequisite must be another test of the same campaign');
export const prerequisiteCycle = () =>
  refusal(400, 'PREREQUISITE_CYCLE', 'these prerequisites would make tests wait for each other in a circle, so none could ever start');
export const testHasAnswers = () => refusal(409, 'TEST_HAS_ANSWERS', 'people have already answered this test: removing it would lose their answers');
export const activityHasAnswers = () =>
  refusal(409, 'ACTIVITY_HAS_ANSWERS', 'people have already answered this test: another activity would not match their answers');
export const retentionOrder = () =>
  refusal(400, 'RETENTION_ORDER', 'a campaign cannot be deleted sooner than its people are unlinked from it (deleteAfterDays < anonymiseAfterDays)');
export const orderMismatch = () => refusal(400, 'ORDER_MISMATCH', 'the new order must list every test of the campaign once');

export const launchWithoutTests = () => refusal(409, 'LAUNCH_WITHOUT_TESTS', 'a campaign without tests cannot be launched');
export const launchWithoutName = () => refusal(409, 'LAUNCH_WITHOUT_NAME', 'a campaign without a name cannot be launched');

const STEP_NEEDS: Record<AdminCampaignState, AdminCampaignErrorCode> = { DRAFT: 'NOT_DRAFT', ACTIVE: 'NOT_ACTIVE', CLOSED: 'NOT_CLOSED' };

/** A lifecycle step asked of a campaign in another state than the one it starts from. */
export const wrongStep = (step: string, needs: AdminCampaignState, state: AdminCampaignState) =>
  refusal(409, STEP_NEEDS[needs], `only a ${needs} campaign can be ${step}; this one is ${state}`);
export const alreadyReleased = () => refusal(409, 'ALREADY_RELEASED', 'the reports of this campaign are already released');
