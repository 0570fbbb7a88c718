import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginNavigationContext, type LoginNavigation } from './loginNavigation';
import { LoginScreen } from './LoginScreen';

/** The login page inside the app (after a logout, an expired session): the router moves it. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<LoginNavigation>(
    () => ({ location, navigate: (to, options) => void navigate(to, options), Link }),
    [location, navigate],
  );
  return (
    <LoginNavigationContext.Provider value={navigation}>
      <LoginScreen />
    </LoginNavigationContext.Provider>
  );
}
