// Draws the app's icons (web app manifest, apple-touch-icon) from its logo, public/favicon.svg,
// in Debian's Chromium (playwright-core, already here for the journeys): PNGs at the sizes
// browsers ask for, written to public/. The PNGs are committed; run this after changing the logo:
//   node packages/app/scripts/generate-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** @param {string} path */
const publicDir = (path) => fileURLToPath(new URL(`../public/${path}`, import.meta.url));
const logo = readFileSync(publicDir('favicon.svg'), 'utf8');
// The logo's own square colour fills the maskable and Apple icons edge to edge.
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!background) throw new Error('favicon.svg: no filled <rect> to take the background from');

/**
 * `bleed`: the background fills the square (the platform rounds or masks it) and the logo's mark
 * is drawn at `markScale` of the side, centred; otherwise the logo as it is, rounded corners and all.
 */
const icons = [
  { file: 'icons/icon-192.png', size: 192 },
  { file: 'icons/icon-512.png', size: 512 },
  // Maskable: launchers crop to a circle or squircle of 80% of the side; the mark stays inside.
  { file: 'icons/icon-maskable-512.png', size: 512, bleed: true, markScale: 0.75 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, bleed: true, markScale: 0.8 },
];

/**
 * @param {number} size
 * @param {{ bleed?: boolean, markScale?: number }} options
 */
const page = (size, { bleed = false, markScale = 1 }) => {
  const mark = bleed ? logo.replace(/<rect[^>]*\/>/, '') : logo;
  const side = size * markScale;
  return `<!doctype html><html><body style="margin:0;background:${bleed ? background : 'transparent'}">
    <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
      <div style="width:${side}px;height:${side}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    </div></body></html>`;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const icon of icons) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon.size, icon));
    const png = await tab.screenshot({ omitBackground: !icon.bleed, type: 'png' });
    writeFileSync(publicDir(icon.file), png);
    console.log(`wrote public/${icon.file} (${icon.size}x${icon.size}, ${png.byteLength} bytes)`);
    await tab.close();
  }
} finally {
  await browser.close();
}
