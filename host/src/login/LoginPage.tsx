import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginNavigationContext, type LoginNavigation } from './loginNavigation';
import { LoginScreen } from './LoginScreen';

/**
 * The login page inside the app (after a logout, an expired session): the router moves it,
 * and gives what downloads the pages a sign-in leads to.
 */
export function LoginPage({ warmPages }: { warmPages: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<LoginNavigation>(
    () => ({ location, navigate: (to, options) => void navigate(to, options), Link, warmPages }),
    [location, navigate, warmPages],
  );
  return (
    <LoginNavigationContext.Provider value={navigation}>
      <LoginScreen />
    </LoginNavigationContext.Provider>
  );
}
