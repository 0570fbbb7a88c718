import { Outlet } from 'react-router-dom';
import { Notifications } from './Notifications';
import { useMobileLayout } from './useMobileLayout';

export function RootLayout() {
  useMobileLayout();
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}
