import { Outlet } from 'react-router';
import { useFlowGuard } from '../flow/useFlowGuard';
import { PageFrame } from './PageFrame';
import { useHeadingFocus } from './useHeadingFocus';

export function RootLayout() {
  useFlowGuard();
  useHeadingFocus();
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
