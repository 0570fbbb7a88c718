import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/instance';
import type { AppStore } from '../state/store';
import { system } from './system';

/**
 * Everything an area renders inside: the one jotai store, the Chakra system and the one
 * i18next instance. The host wraps the application in it; tests wrap an area the same way.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ChakraProvider>
    </StoreProvider>
  );
}
