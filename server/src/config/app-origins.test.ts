import { appOrigins } from './app-origins';
import { loadAuthSettings } from './auth-settings';

describe('the origins the app is opened from', () => {
  it('are the loopback names of the port when PUBLIC_URL is not set', () => {
    const auth = loadAuthSettings({}, { port: 8080, dataDir: '/tmp' });
    expect(appOrigins(auth)).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
  });

  it('are PUBLIC_URL’s alone when it is set, even to a loopback name', () => {
    expect(appOrigins(loadAuthSettings({ PUBLIC_URL: 'http://localhost:8080' }, { port: 8080, dataDir: '/tmp' }))).toEqual(['http://localhost:8080']);
    expect(appOrigins(loadAuthSettings({ PUBLIC_URL: 'https://skillup.example.com/' }, { port: 8080, dataDir: '/tmp' }))).toEqual([
      'https://skillup.example.com',
    ]);
  });

  it('add no alias to a PUBLIC_URL that names another machine', () => {
    expect(appOrigins({ publicUrl: 'http://app.test', loopbackAliases: true })).toEqual(['http://app.test']);
  });
});
