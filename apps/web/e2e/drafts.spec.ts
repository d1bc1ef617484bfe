import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { TILES } from '@portaria/shared/permissions';
import { hidden, seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

/** Issue 28 §6 and §7: work that survives a refresh, dialogs a mouse closes, and Back that asks before leaving. */
const app = useRealApp();
let page: Page;

beforeAll(async () => {
  page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
});

const parcelFlow = () => page.getByRole('dialog', { name: 'Correspondência e Entregas' });

describe('rascunhos, fechar diálogos e Voltar do navegador', () => {
  test('um cadastro de correspondência recarregado volta preenchido, e Descartar rascunho o esvazia', async () => {
    await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
    const flow = parcelFlow();
    await flow.getByRole('button', { name: M.optionRegister }).click();
    await flow.getByRole('radio', { name: 'Bloco B' }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '302', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByLabel('Destinatário').fill('Ana Paula Souza');
    await flow.getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await flow.getByLabel(M.observacao).fill('Caixa com alça rasgada');

    await page.reload();
    // The same area, the same unit and the form, filled as it was.
    await visible(flow.getByText(MESSAGES.draftRestored));
    expect(await flow.getByLabel('Destinatário').inputValue()).toBe('Ana Paula Souza');
    expect(await flow.getByRole('radio', { name: 'PACOTE', exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await flow.getByLabel(M.observacao).inputValue()).toBe('Caixa com alça rasgada');
    await settled(flow);
    await shot(page, 'drafts-parcel-restored-1366x768');
    expect(await seriousViolations(page)).toEqual([]);

    await flow.getByRole('button', { name: MESSAGES.draftDiscard }).click();
    await hidden(flow.getByText(MESSAGES.draftRestored));
    expect(await flow.getByLabel('Destinatário').inputValue()).toBe('');
    await page.reload();
    await visible(flow.getByLabel('Destinatário'));
    expect(await flow.getByLabel('Destinatário').inputValue()).toBe('');
    expect(await flow.getByText(MESSAGES.draftRestored).count()).toBe(0);

    // The X asks nothing of an empty form, and the dashboard opens fresh after it.
    await flow.getByRole('button', { name: MESSAGES.close, exact: true }).first().click();
    await hidden(flow);
  }, 180_000);

  test('cada menu das áreas fecha pelo X (Fechar) e por um clique fora', async () => {
    await page.goto('/dashboard');
    for (const tile of TILES) {
      const menu = page.getByRole('dialog', { name: tile.title });
      await page.getByRole('button', { name: tile.title, exact: true }).click();
      await visible(menu.getByText('O que deseja fazer?'));
      await settled(menu);
      if (tile.id === 'vehicles') {
        await shot(page, 'drafts-menu-close-1366x768');
        expect(await seriousViolations(page)).toEqual([]);
      }
      await menu.getByRole('button', { name: MESSAGES.close, exact: true }).click();
      await hidden(menu);

      await page.getByRole('button', { name: tile.title, exact: true }).click();
      await visible(menu.getByText('O que deseja fazer?'));
      await settled(menu);
      // A click on the backdrop, beside the dialog.
      await page.mouse.click(8, 400);
      await hidden(menu);
    }
  }, 180_000);

  test('com o formulário preenchido, um clique fora pergunta antes de descartar', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
    const flow = parcelFlow();
    await flow.getByRole('button', { name: M.optionRegister }).click();
    await flow.getByRole('radio', { name: 'Bloco B' }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '303', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByLabel('Destinatário').fill('Marcos Souza');
    await page.mouse.click(8, 400);
    const ask = page.getByRole('dialog', { name: MESSAGES.discardQuestion });
    await visible(ask);
    await ask.getByRole('button', { name: MESSAGES.cancel }).click();
    await hidden(ask);
    expect(await flow.getByLabel('Destinatário').inputValue()).toBe('Marcos Souza');
    await flow.getByRole('button', { name: MESSAGES.close, exact: true }).first().click();
    await ask.getByRole('button', { name: MESSAGES.discard, exact: true }).click();
    await hidden(flow);
  }, 120_000);

  test('Voltar do navegador no painel pergunta antes de sair; Cancelar fica no painel', async () => {
    await page.goto('/dashboard');
    await visible(page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }));
    await page.goBack();
    const ask = page.getByRole('dialog', { name: MESSAGES.logoutConfirm });
    await visible(ask);
    await settled(ask);
    await shot(page, 'drafts-back-asks-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: MESSAGES.cancel }).click();
    await hidden(ask);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // Back again asks again.
    await page.goBack();
    await visible(ask);
    await ask.getByRole('button', { name: MESSAGES.cancel }).click();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  }, 120_000);
});
