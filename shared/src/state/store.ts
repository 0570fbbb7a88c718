import type { createStore } from 'jotai';

/** The one jotai store, created by the host and handed to every area through <Provider>. */
export type AppStore = ReturnType<typeof createStore>;
