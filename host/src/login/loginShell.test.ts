import { formErrorKey, readLoginShell } from './loginShell';

describe('the login form of the HTML page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives what was typed and the focused field to the page that takes it over', () => {
    document.body.innerHTML = '<div data-login-shell><form><input name="username" type="email"><input name="password" type="password"></form></div>';
    const [email, password] = Array.from(document.querySelectorAll('input'));
    email!.value = 'luca.ferri@demo.skillup.test';
    password!.value = 'secret';
    password!.focus();
    expect(readLoginShell()).toEqual({ username: 'luca.ferri@demo.skillup.test', password: 'secret', focused: 'password' });
  });

  it('gives nothing when the page was not served with the form', () => {
    document.body.innerHTML = '<div class="boot"></div>';
    expect(readLoginShell()).toEqual({ username: '', password: '', focused: null });
  });
});

describe('the message the plain form came back with', () => {
  it('is the catalogue key of a known message, and nothing else', () => {
    expect(formErrorKey('?error=wrongCredentials')).toBe('errors.wrongCredentials');
    expect(formErrorKey('?error=noActiveCampaign&x=1')).toBe('errors.noActiveCampaign');
    expect(formErrorKey('?error=signInBusy')).toBe('errors.signInBusy');
    expect(formErrorKey('?error=offline')).toBeNull();
    expect(formErrorKey('')).toBeNull();
  });
});
