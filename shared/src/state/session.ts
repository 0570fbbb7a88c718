import { atom } from 'jotai';
import type { User } from '../api/contract';

/** The signed-in user; null when nobody is (or the session has not been restored yet). */
export const sessionUserAtom = atom<User | null>(null);
