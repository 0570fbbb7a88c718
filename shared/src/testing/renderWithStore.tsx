import { render, type RenderOptions } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import type { AppStore } from '../state/store';
import { AppProviders } from '../ui/AppProviders';

/** Renders `ui` inside the providers the host gives every area, around `store`. */
export function renderWithStore(ui: ReactElement, { store = createStore(), ...options }: { store?: AppStore } & RenderOptions = {}) {
  return { store, ...render(ui, { wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders>, ...options }) };
}
