import { expect, test } from '../support/test';
import { DEMO_PASSWORD, login, persona } from '../support/app';
import { freshTest, resetLinkFromOutbox } from '../support/freshApp';
import { expectNotOver } from '../support/layout';

test('the login form: submit only with both fields, reset link, copyright with the year', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Accedi' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('E-mail').fill(persona('luca.ferri'));
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill('x');
  await expect(submit).toBeEnabled();
  await expect(page.getByText(`© ${new Date().getFullYear()} Skillup`)).toBeVisible();
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/reset$/);
  await expect(page.getByRole('button', { name: 'Invia' })).toBeDisabled();
  await page.getByRole('link', { name: 'Torna al login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('wrong credentials are refused and the user stays on /login', async ({ page }) => {
  await login(page, persona('marco.bianchi'), 'Wrong-2026');
  await expect(page.getByText('Le credenziali sono errate')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('nora has no active campaign: logged out with the message', async ({ page }) => {
  await login(page, persona('nora.villa'));
  await expect(page.getByText('Nessuna campagna attiva')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('elena must renew her password: the login leads to the new-password screen', async ({ page }) => {
  await login(page, persona('elena.galli'));
  await expect(page).toHaveURL(/\/new_password\/[^/]+\/elena\.galli(%40|@)demo\.skillup\.test$/);
  await expect(page.getByRole('heading', { name: 'Nuova password' })).toBeVisible();
});

test('elena sees the new-password form, its rules ticked as she types, and its cancel link', async ({ page }) => {
  await login(page, persona('elena.galli'));
  const save = page.getByRole('button', { name: 'Imposta la password' });
  const rules = page.getByRole('list', { name: 'La password deve rispettare queste regole:' }).getByRole('listitem');
  await expect(rules).toHaveText([
    /Almeno 8 caratteri: da rispettare/,
    /Almeno una lettera: da rispettare/,
    /Lettere maiuscole e minuscole: da rispettare/,
    /Almeno un numero: da rispettare/,
    /Almeno un simbolo, per esempio - ! \? #: da rispettare/,
    /Non compare tra le password violate in rete: lo verifichiamo all'invio/,
  ]);
  await page.getByLabel('Nuova password').fill('abcdefgh');
  await expect(rules.nth(0)).toHaveText(/Almeno 8 caratteri: rispettata/);
  await expect(rules.nth(4)).toHaveText(/da rispettare/);
  await page.getByLabel('Conferma la password').fill('abcdefgx');
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  await page.getByLabel('Conferma la password').fill('abcdefgh');
  await expect(page.getByText('Le password non coincidono')).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  const refusal = page.getByText(
    'La password deve contenere lettere maiuscole e minuscole. La password deve contenere almeno un numero. La password deve contenere almeno un simbolo',
  );
  await expect(refusal).toBeVisible();
  // What was said about the last attempt goes as soon as she changes the password.
  await page.getByLabel('Nuova password').fill('Abcdef-1');
  await expect(refusal).toHaveCount(0);
  await expect(rules.filter({ hasText: ': rispettata' })).toHaveCount(5);
  await page.getByRole('link', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a reset link without its e-mail leads to /login', async ({ page }) => {
  await page.goto('/new_password/abc123');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
});

freshTest.describe('password reset through the e-mail', () => {
  freshTest('reset → mail in the outbox → new password → login with it', async ({ page, freshApp }) => {
    const email = persona('luca.ferri');
    const newPassword = 'Nuova-Password-2026';
    await page.goto('/reset');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(
      page.getByText("Se l'indirizzo email inserito è corretto riceverai una email con le istruzioni per procedere al reset"),
    ).toBeVisible();

    await expect.poll(() => resetLinkFromOutbox(freshApp.dataDir, email), { timeout: 15_000 }).toBeTruthy();
    const link = resetLinkFromOutbox(freshApp.dataDir, email)!;
    await page.goto(link);
    await page.getByLabel('Nuova password').fill(newPassword);
    await page.getByLabel('Conferma la password').fill(newPassword);
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(page.getByText('Password modificata con successo')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Le credenziali sono errate')).toBeVisible();
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  freshTest('the same link cannot be used twice', async ({ page, freshApp }) => {
    const email = persona('sara.conti');
    await page.goto('/reset');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect.poll(() => resetLinkFromOutbox(freshApp.dataDir, email), { timeout: 15_000 }).toBeTruthy();
    const link = resetLinkFromOutbox(freshApp.dataDir, email)!;
    await page.goto(link);
    await page.getByLabel('Nuova password').fill('Altra-Password-2026');
    await page.getByLabel('Conferma la password').fill('Altra-Password-2026');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // On a phone the message leaves every field and button of the login free.
    const toast = page.getByText('Password modificata con successo').locator('xpath=..');
    await expect(toast).toBeVisible();
    await expectNotOver(toast, page.locator('input, select, button, label, [role="combobox"]'), 'the password-changed message');
    await page.goto(link);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByText('Questo link per reimpostare la password è già stato usato, è scaduto o non è valido.')).toBeVisible();
    await page.getByRole('link', { name: 'Chiedi un nuovo link' }).click();
    await expect(page).toHaveURL(/\/reset$/);
  });
});
