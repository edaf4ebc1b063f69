// Draws the site's social card (static/img/social-card.png, 1200×630, the Open Graph / Twitter image) from our logo and
// tagline with headless Chromium: `npx tsx scripts/social-card.ts`. Re-run it when the logo or the tagline changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SITE_DIR } from '../src/lib/contentFiles';
import { SITE_URL } from '../src/data/site';
import { CHROMIUM_ARGS } from '../playwright.config';
import config from '../docusaurus.config';

const WIDTH = 1200;
const HEIGHT = 630;
const output = join(SITE_DIR, 'static', 'img', 'social-card.png');
const logo = readFileSync(join(SITE_DIR, 'static', 'img', 'logo.svg'), 'utf8');

// Brand colours as in src/css/custom.css; white on #1a5fa8 and #0f2f52 both pass WCAG AA.
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; color: #fff;
    background: linear-gradient(135deg, #0f2f52 0%, #1a5fa8 100%); position: relative; overflow: hidden; }
  .sheet { position: absolute; right: -60px; bottom: -90px; width: 520px; height: 660px; border-radius: 28px;
    background: rgba(255, 255, 255, 0.07); transform: rotate(-12deg); }
  .sheet.two { right: 90px; bottom: -170px; background: rgba(121, 184, 255, 0.12); }
  .content { position: absolute; left: 88px; top: 96px; right: 88px; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 128px; height: 128px; filter: drop-shadow(0 8px 24px rgba(0, 0, 0, 0.25)); }
  .name { font-size: 84px; font-weight: 700; letter-spacing: -1px; }
  .kicker { margin-top: 64px; font-size: 30px; text-transform: uppercase; letter-spacing: 6px; color: #bcdcff; }
  .tagline { margin-top: 18px; font-size: 46px; line-height: 1.25; max-width: 880px; }
  .host { position: absolute; left: 88px; bottom: 64px; font-size: 28px; color: #dcecff; }
</style></head>
<body>
  <div class="sheet two"></div><div class="sheet"></div>
  <div class="content">
    <div class="brand">${logo}<div class="name">${config.title}</div></div>
    <div class="kicker">Documentation</div>
    <div class="tagline">${config.tagline}</div>
  </div>
  <div class="host">${new URL(SITE_URL).host}</div>
</body></html>`;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: output, type: 'png' });
  await browser.close();
  console.log(`Wrote ${output} (${WIDTH}×${HEIGHT})`);
}

void main();
