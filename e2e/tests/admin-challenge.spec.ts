import { expect, test, type Page } from '../support/test';
import { tabTo } from '../support/keyboard';
import { openCampaignByKeyboard, openCampaignSectionByKeyboard, openConsole } from '../support/admin';
import { sidewaysOverflow } from '../support/layout';

interface Challenge {
  intro: { title: string; text: string };
  outro: { title: string; text: string };
  sections: { id: string; name: string; description: string; motivation: string; tests: number[] }[];
  links: Record<string, { url: string }>;
}

async function storedChallenge(page: Page, campaignId: number): Promise<Challenge> {
  const answer = await page.request.get(`/api/admin/campaigns/${campaignId}/challenge`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { challenge } = (await answer.json()) as { challenge: Challenge | null };
  expect(challenge).not.toBeNull();
  return challenge!;
}

async function testIds(page: Page, campaignId: number): Promise<Record<string, number>> {
  const answer = await page.request.get(`/api/admin/campaigns/${campaignId}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { tests } = (await answer.json()) as { tests: { id: number; name: Record<string, string> }[] };
  return Object.fromEntries(tests.map((entry) => [entry.name.en, entry.id]));
}

test.slow();

test('the admin changes a motivation of the Individual Challenge and moves a test to another section with the keyboard alone; the change is stored, at 375 px too', async ({
  page,
  axe,
}) => {
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaignId = await openCampaignByKeyboard(page, hr, 'Individual Challenge', 120);
  // e2e/tests/challenge.spec.ts, and whoever reads this campaign after, find the seeded sections: they are put back as read here.
  const original = await storedChallenge(page, campaignId);
  const ids = await testIds(page, campaignId);
  expect(original.sections.map((section) => section.id)).toEqual(['vision', 'people', 'results', 'personal']);

  try {
    await openCampaignSectionByKeyboard(page, hr, 'Sezioni della sfida');
    await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}/challenge$`));
    await expect(hr.getByRole('heading', { name: 'Sezioni della sfida', level: 3 })).toBeVisible();
    const motivation = hr.getByRole('textbox', { name: 'Messaggio motivazionale della sezione 1' });
    await expect(motivation).toHaveValue('Great journeys start with a clear direction.');
    await axe.check();

    await tabTo(page, motivation, { limit: 80 });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Every journey starts with a first step.');

    // Numerical reasoning leaves Results for People, chosen by typing its name in the closed select.
    const choose = hr.getByRole('combobox', { name: 'Test da mettere nella sezione 2' });
    await tabTo(page, choose, { limit: 80 });
    await page.keyboard.type('Numerical');
    await expect(choose).toHaveValue(String(ids['Numerical reasoning']));
    await tabTo(page, hr.getByRole('button', { name: 'Metti nella sezione 2' }));
    await page.keyboard.press('Enter');
    await expect(hr.getByText('Numerical reasoning messo nella sezione 2.')).toBeVisible();
    const section2 = hr.getByRole('group', { name: 'Test della sezione 2' });
    await expect(section2.getByText('2. Numerical reasoning')).toBeFocused();
    const section3 = hr.getByRole('group', { name: 'Test della sezione 3' }).getByRole('listitem');
    await expect(section3).toHaveCount(1);
    await expect(section3).toContainText('1. In-Basket');
    await axe.check();

    await tabTo(page, hr.getByRole('button', { name: 'Salva la sfida' }), { limit: 200 });
    await page.keyboard.press('Enter');
    await expect(hr.getByText('Sfida salvata.')).toBeVisible();

    const saved = await storedChallenge(page, campaignId);
    expect(saved.sections.map((section) => section.id)).toEqual(['vision', 'people', 'results', 'personal']);
    expect(saved.sections[0]!.motivation).toBe('Every journey starts with a first step.');
    expect(saved.sections[1]!.tests).toEqual([ids['Feedback meeting'], ids['Numerical reasoning']]);
    expect(saved.sections[2]!.tests).toEqual([ids['In-Basket']]);
    expect(saved.links).toEqual(original.links);
    expect(saved.intro).toEqual(original.intro);

    // On a phone the same page never scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(hr.getByRole('textbox', { name: 'Messaggio motivazionale della sezione 1' })).toHaveValue('Every journey starts with a first step.');
    await expect(hr.getByRole('button', { name: 'Salva la sfida' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await axe.check();
  } finally {
    const restored = await page.request.put(`/api/admin/campaigns/${campaignId}/challenge`, { data: original });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  expect(await storedChallenge(page, campaignId)).toEqual(original);
});
