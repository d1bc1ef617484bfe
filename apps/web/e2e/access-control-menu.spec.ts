import { describe, expect, test } from 'vitest';
import { hidden, openAccessControl, seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

/** The external face-biometrics panel (BIOMETRICS_PANEL_URL): another company's site, answered here by the test. */
const PANEL_URL = 'https://painel-biometria.exemplo.com.br/portaria';
const app = useRealApp({ BIOMETRICS_PANEL_URL: PANEL_URL });

describe('menu do controle de acesso: opção 6, o painel de biometria', () => {
  test('opção 6 em 4521: o aviso de redirecionamento; CANCELAR fica no menu, CONTINUAR abre o painel externo', async () => {
    const page = await app.openPage();
    await page.context().route(
      (url) => url.href.startsWith(PANEL_URL),
      (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Painel</title><h1>Painel externo de biometria</h1>' }),
    );
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = await openAccessControl(page);
    const option = flow.getByRole('button', { name: /Painel de gestão de biometria/ });
    await option.click();
    const notice = page.getByRole('dialog', { name: 'Painel de gestão de biometria' });
    await visible(
      notice.getByText(
        'Você será redirecionado para o painel externo de gestão de biometria facial. Deseja continuar?',
      ),
    );
    await settled(notice);
    await shot(page, 'access-biometrics-notice-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'CANCELAR' }).click();
    await hidden(notice);
    expect(page.context().pages()).toHaveLength(1);
    await visible(flow.getByText('O que deseja fazer?'));

    await option.click();
    await visible(notice);
    const [panel] = await Promise.all([
      page.context().waitForEvent('page'),
      notice.getByRole('button', { name: 'CONTINUAR' }).click(),
    ]);
    await visible(panel.getByRole('heading', { name: 'Painel externo de biometria' }));
    expect(panel.url()).toBe(PANEL_URL);
    // The panel opens apart: it cannot reach back into the desk's tab.
    expect(await panel.evaluate(() => window.opener)).toBeNull();
    await hidden(notice);
  });

  test('em 7310, sem biometria, a opção do painel de biometria não aparece', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    await page.getByLabel('Referência').click();
    await page.getByRole('option', { name: DEMO.singleBlock.label }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Reservas e Bloqueios', exact: true }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(false);
    const flow = await openAccessControl(page);
    await visible(flow.getByRole('button', { name: /Ver lista de moradores/ }));
    expect(await flow.getByRole('button', { name: /Painel de gestão de biometria/ }).count()).toBe(0);
    await shot(page, 'access-menu-7310-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
