import { loadActivitiesSettings } from './activities';

describe('the activities origin setting', () => {
  it("defaults to the next port of the app's host name", () => {
    expect(loadActivitiesSettings({}, { port: 8080, publicUrl: 'http://localhost:8080' })).toEqual({
      origin: 'http://localhost:8081',
      port: 8081,
    });
    expect(loadActivitiesSettings({ ACTIVITIES_PORT: '9000' }, { port: 8080, publicUrl: 'http://127.0.0.1:8080' })).toEqual({
      origin: 'http://127.0.0.1:9000',
      port: 9000,
    });
  });

  it('takes ACTIVITIES_URL as an origin', () => {
    expect(
      loadActivitiesSettings({ ACTIVITIES_URL: 'https://activities.example.net/' }, { port: 8080, publicUrl: 'https://skillup.example.com' }),
    ).toEqual({ origin: 'https://activities.example.net', port: 8081 });
  });

  it.each([
    ['the app origin itself', 'https://skillup.example.com', /another origin/],
    ['a path', 'https://activities.example.net/tests', /origin only/],
    ['another scheme', 'ftp://activities.example.net', /http/],
    ['no URL', 'activities', /absolute/],
  ])('refuses %s', (_case, raw, message) => {
    expect(() => loadActivitiesSettings({ ACTIVITIES_URL: raw }, { port: 8080, publicUrl: 'https://skillup.example.com' })).toThrow(message);
  });

  it('refuses a port that is no port', () => {
    expect(() => loadActivitiesSettings({ ACTIVITIES_PORT: '70000' }, { port: 8080, publicUrl: 'http://localhost:8080' })).toThrow(/ACTIVITIES_PORT/);
  });
});
