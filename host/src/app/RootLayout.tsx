import { Outlet } from 'react-router';
import { useFlowGuard } from '../flow/useFlowGuard';
import { Notifications } from './Notifications';
import { useHeadingFocus } from './useHeadingFocus';
import { useMobileLayout } from './useMobileLayout';

export function RootLayout() {
  useMobileLayout();
  useFlowGuard();
  useHeadingFocus();
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}
