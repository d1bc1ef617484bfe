import { describe, expect, test } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { axeViolations } from './support/axe.ts';
import { shot } from './support/browser.ts';

const CHAT_URL = 'https://chat.example.test/portaria';
const app = useRealApp({ CHAT_URL });

/**
 * The public settings (GET /api/config) as the desk meets them: the support chat (spec 01 §1, §2) opens with the
 * service hours and starts at the server's CHAT_URL, read at run time rather than built into the app.
 */
describe('configurações públicas e o chat de suporte', () => {
  test('o chat abre com o horário, o Iniciar leva ao CHAT_URL do servidor e o Esc devolve o foco ao botão', async () => {
    const page = await app.openPage();
    await page
      .context()
      .route(`${CHAT_URL}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }),
      );
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).waitFor();
    const collapsed = page.getByRole('button', { name: MESSAGES.chatCollapsed });
    await collapsed.click();
    const panel = page.getByRole('region', { name: MESSAGES.chatTitle });
    await panel.getByText(MESSAGES.chatHours).waitFor();
    // Opening brings the focus into the panel; Iniciar appears once the server has said its CHAT_URL.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const start = panel.getByRole('button', { name: MESSAGES.chatStart });
    await start.waitFor();
    await shot(page, 'support-chat-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    const [popup] = await Promise.all([page.waitForEvent('popup'), start.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(CHAT_URL);
    await popup.close();

    await panel.focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => collapsed.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  test('num telefone, o rodapé das telas sem login rola para cima do botão de ajuda', async () => {
    const page = await app.openPage({ width: 390, height: 844 });
    await page.goto('/pre-cadastro');
    const help = page.getByRole('button', { name: MESSAGES.chatCollapsed });
    const footer = page.getByText(MESSAGES.footerTagline);
    await help.waitFor();
    await footer.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The button is fixed to the screen's bottom: scrolled to the end, the footer's line ends above it.
    await expect
      .poll(async () => {
        const [line, button] = [await footer.boundingBox(), await help.boundingBox()];
        return line && button ? line.y + line.height <= button.y : false;
      })
      .toBe(true);
    await page.context().close();
  });
});
