/**
 * npm run bench:web — the JavaScript a browser downloads to show the login screen, then the dashboard,
 * measured in a real chromium against the real server, gzip-compressed (level 9, as a CDN or proxy would serve it).
 * Budgets (issue 2): login <= 150 KB gzip, dashboard <= 250 KB gzip in all.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, newPage } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { DEMO } from '../apps/web/e2e/support/demo.ts';
import { login } from '../apps/web/e2e/support/login.ts';

const BUDGET_KB = { login: 150, dashboard: 250 };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const server = await startServer();
const browser = await launchBrowser();
let failed = false;
try {
  const page = await newPage(browser, server.url);
  const scripts = new Map<string, { raw: number; gzip: number }>();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(res.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  const total = () =>
    [...scripts.values()].reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });

  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await page.waitForLoadState('networkidle');
  const atLogin = total();
  const loginFiles = [...scripts.entries()];

  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.getByRole('button', { name: 'Correspondência e Entregas' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const atDashboard = total();

  console.log('\nJavaScript baixado pelo navegador (gzip nível 9)\n');
  console.log('arquivo'.padEnd(48), 'bruto KB'.padStart(10), 'gzip KB'.padStart(10));
  for (const [path, s] of scripts) {
    const mark = loginFiles.some(([p]) => p === path) ? '' : ' (após login)';
    console.log(`${path}${mark}`.padEnd(48), kb(s.raw).padStart(10), kb(s.gzip).padStart(10));
  }
  const line = (name: string, t: { gzip: number }, budget: number) => {
    const ok = t.gzip / 1024 <= budget;
    failed ||= !ok;
    console.log(
      `${name.padEnd(22)} ${kb(t.gzip).padStart(8)} KB gzip  (orçamento ${budget} KB)  ${ok ? 'OK' : 'ACIMA DO ORÇAMENTO'}`,
    );
  };
  console.log('');
  line('tela de login', atLogin, BUDGET_KB.login);
  line('dashboard (total)', atDashboard, BUDGET_KB.dashboard);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
