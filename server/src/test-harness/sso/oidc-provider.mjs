// A real OpenID Connect provider for the SSO suite, run as its own Node process because
// oidc-provider is an ES module that Jest's CommonJS sandbox cannot load.
// Environment: OIDC_PORT, OIDC_CLIENTS (JSON array of oidc-provider client metadata).
// Whatever login is typed on its sign-in page becomes the account, and is also its email.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]');

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients,
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  cookies: { keys: ['sso-suite-cookie-key'] },
  async findAccount(_ctx, accountId) {
    return {
      accountId,
      async claims() {
        return { sub: `subject-${accountId}`, email: accountId, email_verified: true };
      },
    };
  },
});

const server = provider.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
