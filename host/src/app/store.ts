import { createStore } from 'jotai';

/** The one jotai store of the page: the host and every remote read and write these atoms. */
export const store = createStore();
