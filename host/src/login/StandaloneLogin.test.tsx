import { fakeApi, renderWithStore } from '@skillup/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { StandaloneLogin } from './StandaloneLogin';

jest.mock('./prefetchHome', () => ({ prefetchHome: jest.fn() }));

describe('the login page the browser opened, without the router', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    api?.restore();
    api = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('enters the app at the page a link leads to', () => {
    window.history.replaceState(null, '', '/login');
    const enterApp = jest.fn();
    renderWithStore(<StandaloneLogin enterApp={enterApp} warmPages={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Password dimenticata?' });
    expect(link).toHaveAttribute('href', '/reset');
    fireEvent.click(link);
    expect(enterApp).toHaveBeenCalledWith('/reset', {});
  });

  it('keeps the message of a plain form post and cleans the address without entering the app', () => {
    window.history.replaceState({ usr: { username: 'elena@x.it' }, key: 'k', idx: 0 }, '', '/login?error=wrongCredentials');
    const enterApp = jest.fn();
    renderWithStore(<StandaloneLogin enterApp={enterApp} warmPages={() => undefined} />);
    expect(screen.getByText('Le credenziali sono errate')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login');
    // The router keeps a location's state in the history entry; the page reads it as the router would.
    expect(screen.getByLabelText('E-mail')).toHaveValue('elena@x.it');
    expect(window.history.state).toEqual({ usr: { username: 'elena@x.it' }, key: 'k', idx: 0 });
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('enters the app where a sign-in leads', async () => {
    window.history.replaceState(null, '', '/login');
    api = fakeApi({ 'POST /auth/login': { status: 200, data: { status: true, token: 'tok', email: 'elena@x.it' } } });
    const enterApp = jest.fn();
    renderWithStore(<StandaloneLogin enterApp={enterApp} warmPages={() => undefined} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'elena@x.it' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await act(async () => {});
    expect(enterApp).toHaveBeenCalledWith('/new_password/tok/elena%40x.it', { replace: true });
  });
});
