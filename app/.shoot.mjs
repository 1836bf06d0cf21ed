// usage: node shoot.mjs <base> <outprefix> <path...>  (env WIDTH, DARK=1, ACT=module path exporting async (page)=>{})
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const [base, out, ...paths] = process.argv.slice(2);
const width = Number(process.env.WIDTH ?? 1280);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: process.env.DARK ? 'dark' : 'light', baseURL: base });
const email = process.env.EMAIL ?? `shoot${Date.now()}@example.com`, password = process.env.PASSWORD ?? 'Sh00t-password!';
let r = await context.request.post('/api/auth/signup', { data: { email, password, firstName: 'Shoot', lastName: 'Er' } });
if (!r.ok()) console.log('signup', r.status(), await r.text());
r = await context.request.post('/api/auth/login', { data: { email, password } });
const a = await r.json();
const now = Date.now();
const stored = JSON.stringify({ user: a.user, accessToken: a.token, refreshToken: a.refreshToken, expiresAt: now + a.expiresIn * 1000, storedAt: now });
await context.addInitScript((v) => { if (!sessionStorage.getItem('s')) { localStorage.setItem('kiln.auth', v); sessionStorage.setItem('s', '1'); } }, stored);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
globalThis.token = a.token;
if (process.env.SETUP) await (await import(process.env.SETUP)).default(context.request, a.token);
let i = 0;
for (const path of paths) {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1500);
  if (process.env.ACT) await (await import(process.env.ACT)).default(page, path);
  const file = `${out}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  console.log(path, file, 'axe serious/critical:', bad.map((v) => `${v.id}(${v.nodes.length})`).join(', ') || 'none', 'overflow:', await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth));
}
await browser.close();
