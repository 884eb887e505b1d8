import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const base = 'http://127.0.0.1:4555';
const extra = (process.env.FLAGS ?? '').split(' ').filter(Boolean);
const args = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run', ...extra];
const ticks = Number(process.env.CLK ?? 100);
function treeCpu(root, byType = {}) {
  // live descendants' utime+stime, plus the root's reaped children
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(f[1]);
      if (Number(pid) === root || ppid === root || isDesc(Number(pid), root)) {
        const own = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
        total += own;
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const type = (/--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser') + (/--utility-sub-type=([a-zA-Z.]+)/.exec(cmd)?.[1] ?? '');
        byType[type] = (byType[type] ?? 0) + own / ticks;
      }
    } catch {}
  }
  return total / ticks;
}
function isDesc(pid, root) {
  for (let i = 0; i < 10; i++) {
    try { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); pid = Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[1]); } catch { return false; }
    if (pid === root) return true; if (pid <= 1) return false;
  }
  return false;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const proc = browser._connection ? null : null;
// find chromium root: newest /usr/lib/chromium/chromium whose parent is us
let root = 0;
for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
  try { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); if (Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[1]) === process.pid && s.includes('chrom')) root = Number(pid); } catch {}
}
const list = await (await fetch(`${base}/api/public/xnews/list?lang=en&type=world&size=10`)).json();
const b = {}; const before = treeCpu(root, b);
const t0 = Date.now();
const N = Number(process.env.N ?? 12);
for (let i = 0; i < N; i++) {
  const ctx = await browser.newContext({ viewport: { width: i % 2 ? 375 : 1280, height: 900 } });
  const page = await ctx.newPage();
  const W = process.env.W ?? 'full';
  if (W === 'blank') { await page.goto('about:blank'); await ctx.close(); continue; }
  if (W === 'nojs') { await page.route('**/*.js', (r) => r.abort()); }
  if (W === 'noimg') { await page.route(/\/media\//, (r) => r.abort()); }
  await page.goto(`${base}/en/news/list/world`, { waitUntil: 'load' });
  if (W === 'nojs') { await ctx.close(); continue; }
  await page.waitForFunction(() => { const m = document.querySelector('main'); return m && Object.keys(m).some((k) => k.startsWith('__reactFiber$')); });
  await page.locator('.xn-story-title a').first().click();
  await page.waitForURL((u) => !u.pathname.includes('/list/'));
  await page.locator('main h1').waitFor();
  await ctx.close();
}
const a = {}; const after = treeCpu(root, a);
const per = Object.fromEntries(Object.keys(a).map((k) => [k, ((a[k] - (b[k] ?? 0)) / N).toFixed(3)]));
console.log(JSON.stringify({ flags: (process.env.W ?? 'full') + ' ' + extra.join(' '), cpuPerCtx: ((after - before) / N).toFixed(3), msPerCtx: Math.round((Date.now() - t0) / N), per }));
await browser.close();
