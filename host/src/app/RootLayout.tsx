import { Outlet } from 'react-router-dom';
import { useFlowGuard } from '../flow/useFlowGuard';
import { Notifications } from './Notifications';
import { useMobileLayout } from './useMobileLayout';

export function RootLayout() {
  useMobileLayout();
  useFlowGuard();
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}
