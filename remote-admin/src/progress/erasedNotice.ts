import { atom } from 'jotai';

/** The person just erased from a campaign's participant page, told on its progress list. */
export const erasedNoticeAtom = atom<{ campaignId: number; person: string } | null>(null);
