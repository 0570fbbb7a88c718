import { destinationAfterLogin } from './destination';

describe('destinationAfterLogin', () => {
  it('returns to the page first asked for, with its query', () => {
    expect(destinationAfterLogin({ from: { pathname: '/report', search: '?x=1' } })).toBe('/report?x=1');
  });

  it('goes home when nothing was asked for, or when it was the login page', () => {
    expect(destinationAfterLogin(null)).toBe('/');
    expect(destinationAfterLogin({})).toBe('/');
    expect(destinationAfterLogin({ from: { pathname: '/login', search: '' } })).toBe('/');
    expect(destinationAfterLogin({ from: { pathname: '/privacy', search: '' } })).toBe('/');
  });
});
