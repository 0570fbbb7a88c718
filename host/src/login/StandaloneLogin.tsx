import { useMemo, useState, type MouseEvent } from 'react';
import {
  isLoginPath,
  LoginNavigationContext,
  useLoginNavigation,
  type LoginLinkProps,
  type LoginLocation,
  type LoginNavigateOptions,
  type LoginNavigation,
} from './loginNavigation';
import { LoginScreen } from './LoginScreen';

/** Takes the person into the app at `to`: loads the router and hands the page over to it. */
export type EnterApp = (to: string, options?: LoginNavigateOptions) => void;

/**
 * The state the router would read back for this entry: it keeps a location's state under
 * `usr` in the history entry, so /login reloaded after a redirect still knows where the
 * person was going (docs/behaviour.md §8).
 */
function initialLocation(): LoginLocation {
  const entry: unknown = window.history.state;
  const state = entry !== null && typeof entry === 'object' && 'usr' in entry ? entry.usr : null;
  return { search: window.location.search, state };
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link of the login page: a plain click enters the app at its address, as the router's would. */
function StandaloneLink({ to, onClick, ...anchor }: LoginLinkProps) {
  const { navigate } = useLoginNavigation();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/**
 * The login page as the browser opened it, before the router has loaded: moves that stay on
 * /login only change the address; any other one enters the app (docs/performance.md).
 */
export function StandaloneLogin({ enterApp, warmPages }: { enterApp: EnterApp; warmPages: () => void }) {
  const [location, setLocation] = useState(initialLocation);
  const navigation = useMemo<LoginNavigation>(
    () => ({
      location,
      navigate(to, options = {}) {
        const path = typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}`;
        const url = new URL(path, window.location.href);
        if (!isLoginPath(url.pathname)) {
          enterApp(path, options);
          return;
        }
        const address = `${url.pathname}${url.search}`;
        if (options.replace) window.history.replaceState(window.history.state, '', address);
        else window.history.pushState(window.history.state, '', address);
        setLocation({ search: url.search, state: options.state ?? null });
      },
      Link: StandaloneLink,
      warmPages,
    }),
    [location, enterApp, warmPages],
  );
  return (
    <LoginNavigationContext.Provider value={navigation}>
      <LoginScreen />
    </LoginNavigationContext.Provider>
  );
}
