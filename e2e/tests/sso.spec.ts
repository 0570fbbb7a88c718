import { expect, test } from '../support/test';

test.describe('SSO screens', () => {
  for (const [code, message] of [
    ['NO_SSO', "L'azienda non ha un servizio SSO attivo"],
    ['NO_ACTIVE_CAMPAIGN', "Non c'è nessuna campagna valida"],
    ['USER_NOT_FOUND', 'Utente non trovato'],
    ['SSO_FAILED', "Ops, si è verificato un errore durante l'accesso"],
  ] as const) {
    test(`the error screen explains ${code}`, async ({ page }) => {
      await page.goto(`/sso/error?code=${code}`);
      await expect(page.getByRole('heading', { name: 'Accesso non riuscito' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }

  test('the error screen without a code shows the generic message and leads back to login', async ({ page }) => {
    await page.goto('/sso/error');
    await expect(page.getByRole('alert')).toHaveText("Ops, si è verificato un errore durante l'accesso");
    await page.getByRole('link', { name: /login|accesso/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  });

  test('the logout screen sends the user back to the e-mailed link', async ({ page }) => {
    await page.goto('/sso/logout');
    await expect(page.getByRole('heading', { name: 'Sei uscito' })).toBeVisible();
    await expect(page.getByText('Per rientrare usa il link che hai ricevuto via e-mail.')).toBeVisible();
  });

  test('a company without SSO, entered at /sso/{slug}, ends on the NO_SSO screen through the server', async ({ page }) => {
    await page.goto('/sso/no-such-company');
    await expect(page).toHaveURL(/\/sso\/error\?code=NO_SSO$/);
    await expect(page.getByRole('alert')).toHaveText("L'azienda non ha un servizio SSO attivo");
  });
});
