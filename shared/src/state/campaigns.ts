import { atom } from 'jotai';
import type { UserCampaign, UserCampaignListEntry } from '../api/contract';

/** Every campaign the user takes part in, as listed at login or on reload. */
export const campaignListAtom = atom<UserCampaignListEntry[]>([]);

/** The campaign the session works in; null until one is selected or restored. */
export const selectedCampaignAtom = atom<UserCampaign | null>(null);

/**
 * The privacy notice (HTML) of the selected campaign when the selection sent it, so the
 * consent page need not ask for it again (docs/behaviour.md §2.6, §2.7); null until then.
 */
export const privacyAgreementAtom = atom<string | null>(null);
