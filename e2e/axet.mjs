import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await (await browser.newContext()).newPage();
for (const url of process.argv.slice(2)) { await page.goto(url); for (let i=0;i<2;i++){ const t=Date.now(); await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21aa','wcag22aa']).analyze(); console.log(url, Date.now()-t);} }
await browser.close();
