import { atom } from 'jotai';
import type { UserCampaign } from '../api/contract';

/** The campaign the session works in; null until one is selected or restored. */
export const selectedCampaignAtom = atom<UserCampaign | null>(null);
