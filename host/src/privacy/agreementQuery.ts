import { queryOptions } from '@tanstack/react-query';
import { getPrivacyAgreement } from '../api/privacy';

/**
 * The privacy notice of the selected campaign (docs/behaviour.md §2.6). Entering a campaign
 * keeps the one its answer carries (session/sessionCache.ts), so the consent page need not
 * ask for it again (§2.7).
 */
export const agreementQuery = queryOptions({ queryKey: ['privacyAgreement'] as const, queryFn: getPrivacyAgreement, staleTime: Infinity });
