import type { ReactNode } from 'react';
import { Notifications } from './Notifications';
import { useMobileLayout } from './useMobileLayout';

/** What every page has around it, with the router or without: the mobile flag and the notifications. */
export function PageFrame({ children }: { children: ReactNode }) {
  useMobileLayout();
  return (
    <>
      {children}
      <Notifications />
    </>
  );
}
