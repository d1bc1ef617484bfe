import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { ORIGIN_HEADER } from '@portaria/shared/constants';
import { MESSAGES } from '@portaria/shared/messages';
import { TILES } from '@portaria/shared/permissions';
import { SHIFT_BOOK_MESSAGES } from '@portaria/shared/shift-book/shift-book.messages';
import { hidden, openAccessControl, seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

/**
 * Issue 28 §6 and §7: work that survives a refresh, the browser's Back/Forward and a session the server ended;
 * dialogs a mouse closes, and Back that asks before leaving.
 */
const app = useRealApp();
let page: Page;

beforeAll(async () => {
  page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
});

const parcelFlow = () => page.getByRole('dialog', { name: 'Correspondência e Entregas' });

/** Correspondência e Entregas → Registrar → block → unit: the parcel form. */
const openParcelForm = async (block: string, unit: string) => {
  await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
  const flow = parcelFlow();
  await flow.getByRole('button', { name: M.optionRegister }).click();
  await flow.getByRole('radio', { name: block }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow.getByRole('radio', { name: unit, exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await visible(flow.getByLabel('Destinatário'));
  return flow;
};

/** The login screen the app is showing (no new visit): CPF, Senha, Entrar. */
const signInOnScreen = async (cpf: string, password: string) => {
  await visible(page.getByLabel('CPF'));
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
};

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

  test('o novo visitante da entrada, recarregado pela metade, volta no diálogo aberto; Voltar e Avançar do navegador também', async () => {
    await page.goto('/dashboard');
    const flow = await openAccessControl(page);
    await flow.getByRole('button', { name: /Registro de entradas e saídas/ }).click();
    await flow.getByRole('button', { name: 'Informar novo visitante' }).click();
    const entry = page.getByRole('dialog', { name: 'Informar novo visitante' });
    await entry.getByRole('button', { name: 'Adicionar novo visitante ou prestador' }).click();
    await entry.getByRole('combobox', { name: /^Tipo/ }).click();
    await page.getByRole('option', { name: 'Visitante', exact: true }).click();
    await entry.getByRole('combobox', { name: /^Bloco/ }).click();
    await page.getByRole('option', { name: 'Bloco B', exact: true }).click();
    await entry.getByRole('combobox', { name: /^Unidade/ }).click();
    await page.getByRole('option', { name: '302', exact: true }).click();
    await entry.getByRole('button', { name: 'Avançar' }).click();
    const form = entry.getByRole('form', { name: 'Cadastrar novo visitante' });
    await form.getByLabel(/^Nome/).fill('Hélène Dubois');

    await page.reload();
    // The entries screen, its dialog open on the visitor's form, filled as it was.
    await visible(entry.getByText(MESSAGES.draftRestored));
    expect(await form.getByLabel(/^Nome/).inputValue()).toBe('Hélène Dubois');
    await visible(form.getByText('Bloco B | 302'));
    await settled(entry);
    await shot(page, 'drafts-entry-restored-1366x768');
    expect(await seriousViolations(page)).toEqual([]);

    // Away from the app and Back into it: the same dialog, the same draft.
    await page.goto('about:blank');
    await page.goBack();
    await visible(entry.getByText(MESSAGES.draftRestored));
    expect(await form.getByLabel(/^Nome/).inputValue()).toBe('Hélène Dubois');
    await page.goForward();
    await page.goBack();
    await visible(form.getByLabel(/^Nome/));
    expect(await form.getByLabel(/^Nome/).inputValue()).toBe('Hélène Dubois');

    await entry.getByRole('button', { name: MESSAGES.draftDiscard }).click();
    expect(await form.getByLabel(/^Nome/).inputValue()).toBe('');
    await page.reload();
    await visible(form.getByLabel(/^Nome/));
    expect(await form.getByLabel(/^Nome/).inputValue()).toBe('');
    expect(await entry.getByText(MESSAGES.draftRestored).count()).toBe(0);
  }, 180_000);

  test('cada menu das áreas fecha pelo X (Fechar) e por um clique fora', async () => {
    await page.goto('/dashboard');
    // Every area opens on its menu, but the shift book, which opens on today's entries.
    const home = (id: string) => (id === 'shiftBook' ? SHIFT_BOOK_MESSAGES.listToday : 'O que deseja fazer?');
    for (const tile of TILES) {
      const menu = page.getByRole('dialog', { name: tile.title });
      await page.getByRole('button', { name: tile.title, exact: true }).click();
      await visible(menu.getByText(home(tile.id), { exact: true }));
      await settled(menu);
      if (tile.id === 'vehicles') {
        await shot(page, 'drafts-menu-close-1366x768');
        expect(await seriousViolations(page)).toEqual([]);
      }
      await menu.getByRole('button', { name: MESSAGES.close, exact: true }).click();
      await hidden(menu);

      await page.getByRole('button', { name: tile.title, exact: true }).click();
      await visible(menu.getByText(home(tile.id), { exact: true }));
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

  test('a sessão encerrada pelo servidor com uma correspondência pela metade: o mesmo porteiro entra de novo e a encontra', async () => {
    await page.goto('/dashboard');
    let flow = await openParcelForm('Bloco C', '201');
    await flow.getByLabel('Destinatário').fill('Joaquim Pereira');
    await flow.getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await flow.getByRole('radio', { name: 'Grande', exact: true }).click();
    await flow.getByLabel(M.observacao).fill('Entregue pelo motoboy');

    // The server ends the session (revoked, as a logout elsewhere does); the next request meets a refused token.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const revoked = await fetch(`${app.url()}/api/auth/rbac/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, [ORIGIN_HEADER.name]: ORIGIN_HEADER.value },
    });
    expect(revoked.ok).toBe(true);
    await flow.getByRole('button', { name: M.submitRegister }).click();
    const expired = page.getByRole('dialog', { name: MESSAGES.sessionExpired });
    await visible(expired);
    await expired.getByRole('button', { name: MESSAGES.ok }).click();

    await signInOnScreen(DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    // Where the session ended: the same unit's form, filled as it was.
    flow = parcelFlow();
    await visible(flow.getByText(MESSAGES.draftRestored));
    expect(await flow.getByLabel('Destinatário').inputValue()).toBe('Joaquim Pereira');
    expect(await flow.getByRole('radio', { name: 'PACOTE', exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await flow.getByLabel(M.observacao).inputValue()).toBe('Entregue pelo motoboy');
    await settled(flow);
    await shot(page, 'drafts-after-forced-logout-1366x768');
    expect(await seriousViolations(page)).toEqual([]);

    // Leaving by choice ('Sair') takes the drafts. The form's own Voltar and the X keep this one (it comes back when
    // the form opens again); the dashboard's Sair does not.
    const closeKeepingDraft = async () => {
      await flow.getByRole('button', { name: 'Voltar', exact: true }).click();
      await flow.getByRole('button', { name: MESSAGES.close, exact: true }).first().click();
      await hidden(flow);
    };
    await closeKeepingDraft();
    flow = await openParcelForm('Bloco C', '201');
    await visible(flow.getByText(MESSAGES.draftRestored));
    await closeKeepingDraft();
    await page.getByRole('button', { name: MESSAGES.logout }).click();
    const leave = page.getByRole('dialog', { name: MESSAGES.logoutConfirm });
    await visible(leave);
    await leave.getByRole('button', { name: MESSAGES.logout }).click();
    await signInOnScreen(DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    flow = await openParcelForm('Bloco C', '201');
    expect(await flow.getByLabel('Destinatário').inputValue()).toBe('');
    expect(await flow.getByText(MESSAGES.draftRestored).count()).toBe(0);
  }, 180_000);
});
