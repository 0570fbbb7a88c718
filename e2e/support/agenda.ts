import { expect, type Locator, type Page } from './test';
import { expectArea, login, persona } from './app';

/** A day of the Agenda's month grid (not of the picker a move opens), by its accessible name. */
export const agendaDay = (page: Page, name: string | RegExp) => page.getByRole('grid').first().getByRole('gridcell', { name });

/**
 * Signs giulia.verdi in, whose campaign opens on the Agenda (docs/demo.md), and waits for its
 * month grid; answers the Agenda's area. The tutorial's welcome, offered until she has seen it
 * once, is left open for a test of it; `closeIntro` closes it with Escape when it shows.
 */
export async function openAgenda(page: Page, { closeIntro = false }: { closeIntro?: boolean } = {}): Promise<Locator> {
  await login(page, persona('giulia.verdi'));
  await expect(page).toHaveURL(/\/$/);
  const calendar = await expectArea(page, 'calendar');
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  if (closeIntro) {
    const intro = page.getByRole('dialog', { name: 'Benvenuto/a nella tua Agenda' });
    if (await intro.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(intro).toBeHidden();
    }
  }
  return calendar;
}
