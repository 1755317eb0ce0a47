/**
 * Renders the installed app's PNG icons (decision 170 "The installable, offline-capable app") from
 * the logo's SVG, once, with the machine's Chromium: `npx tsx web/icons/render-icons.ts`. The
 * PNGs are committed in web/public; run this again only when the logo changes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { colors } from '../src/lib/theme';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** The mark of components/layout/logo.tsx (a service book with a wrench across it), 32 units square. */
const mark = `<rect x="5" y="3" width="22" height="26" rx="3" fill="${colors.primary}"/>
<rect x="5" y="3" width="5" height="26" rx="2" fill="${colors.primaryHover}"/>
<path d="M23.6 8.2a4.2 4.2 0 0 0-5.1 5.3l-6.3 6.3a1.6 1.6 0 1 0 2.3 2.3l6.3-6.3a4.2 4.2 0 0 0 5.3-5.1l-2.4 2.4-2.3-.6-.6-2.3z" fill="#fff"/>`;

/**
 * `any`: the mark on a white rounded square; `maskable`: a full-bleed tinted square with the mark
 * inside the safe zone (the middle 80%), so a launcher may cut it to any shape.
 */
const svg = (size: number, maskable: boolean) => {
  const scale = maskable ? 0.55 : 0.8;
  const offset = (32 - 32 * scale) / 2;
  const background = maskable
    ? `<rect width="32" height="32" fill="${colors.primaryTint}"/>`
    : `<rect width="32" height="32" rx="6" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${background}<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
};

const icons = [
  { file: 'pwa-192x192.png', size: 192, maskable: false },
  { file: 'pwa-512x512.png', size: 512, maskable: false },
  { file: 'maskable-512x512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180x180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(`${publicDir}${file}`, png);
    console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
