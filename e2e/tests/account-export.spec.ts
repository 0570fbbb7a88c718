import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { expect, expectAccessible, test, type Page } from '../support/test';
import { DEMO_PASSWORD, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { tabTo } from '../support/keyboard';
import { expectNoSidewaysScroll } from '../support/layout';

// A server of its own: each report PDF put in an export is logged as a read, which must not reach other specs.
const exportTest = test.extend<object, { exportApp: AppServer }>({
  exportApp: ownServer(),
  baseURL: async ({ exportApp }, use) => use(exportApp.url),
});

/** Every key of a JSON value, at any depth, and every string in it. */
function walk(value: unknown, keys: string[] = [], strings: string[] = []): { keys: string[]; strings: string[] } {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) value.forEach((item) => walk(item, keys, strings));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.push(key);
      walk(item, keys, strings);
    }
  }
  return { keys, strings };
}

/** The zip's entries, and its data.json read as text. */
function readExport(zip: string): { names: string[]; dataJson: string } {
  expect(readFileSync(zip).subarray(0, 2).toString('latin1')).toBe('PK');
  const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const dataJson = execFileSync('unzip', ['-p', zip, 'data.json'], { encoding: 'utf8' });
  return { names, dataJson };
}

async function downloadExport(page: Page, testInfo: TestInfo, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  expect(await download.failure()).toBeNull();
  const zip = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(zip);
  return { filename: download.suggestedFilename(), ...readExport(zip) };
}

exportTest.describe('a person downloads their own data from the account page (docs/security.md, export)', () => {
  exportTest.use({ viewport: { width: 1280, height: 800 } });

  exportTest('luca opens his account, downloads the zip: data.json with his e-mail and no password', async ({ page }, testInfo) => {
    await login(page, persona('luca.ferri'));
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Luca Ferri, Account' }).click();
    await page.getByRole('menuitem', { name: 'Il tuo account' }).click();
    await expect(page).toHaveURL(/\/account$/);

    const section = page.getByRole('region', { name: 'I tuoi dati' });
    const link = section.getByRole('link', { name: 'Scarica i miei dati' });
    await expect(link).toHaveAttribute('href', '/api/me/export');
    await expect(section.getByText('Uno zip con il tuo profilo, le campagne, le risposte e i report, così come li conserviamo.')).toBeVisible();
    await expectAccessible(page);

    const exported = await downloadExport(page, testInfo, () => link.click());
    expect(exported.filename).toMatch(/^skillup-data-\d+\.zip$/);
    expect(exported.names).toContain('data.json');
    expect(exported.dataJson).toContain(persona('luca.ferri'));
    // No password: no field holds one or its hash, and his own password appears nowhere. (Fields
    // that only mention passwords, as whether a new one was asked for, are part of the export.)
    const { keys, strings } = walk(JSON.parse(exported.dataJson));
    expect(keys.filter((key) => /^(password|password_?hash|hash)$/i.test(key))).toEqual([]);
    expect(strings.filter((text) => /^\$(2[aby]|argon2|scrypt)/.test(text))).toEqual([]);
    expect(exported.dataJson).not.toContain(DEMO_PASSWORD);
    // The page stays where it was: the download does not navigate away.
    await expect(page).toHaveURL(/\/account$/);
    await expectAccessible(page);
  });
});

exportTest.describe('on a phone', () => {
  exportTest.use({ viewport: { width: 375, height: 740 } });

  exportTest('the link fits 375 and 320 px and the keyboard reaches and follows it', async ({ page }, testInfo) => {
    await login(page, persona('luca.ferri'));
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    const link = page.getByRole('link', { name: 'Scarica i miei dati' });
    await expect(link).toBeVisible();
    await expectNoSidewaysScroll(page, 'the account page with the data export');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Esci ovunque' }).focus();
    await tabTo(page, link, { limit: 5 });
    const exported = await downloadExport(page, testInfo, () => page.keyboard.press('Enter'));
    expect(exported.names).toContain('data.json');
  });
});
