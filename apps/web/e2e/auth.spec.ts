import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();

const loginAsDoorkeeper = async (page: Page) => {
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).waitFor();
  expect(await page.title()).toBe('Painel · Portaria');
};

describe('entrada no sistema', () => {
  test('senha errada mostra CPF ou senha inválidos! e continua no login, sem mover o cartão', async () => {
    const page = await app.openPage();
    await page.goto('/');
    const entrarTop = async () => (await page.getByRole('button', { name: 'Entrar' }).boundingBox())!.y;
    const before = await entrarTop();
    await login(page, DEMO.doorkeeper.cpf, 'senha-errada');
    await expect.poll(() => page.getByText('CPF ou senha inválidos!').isVisible()).toBe(true);
    expect(Math.abs((await entrarTop()) - before)).toBeLessThan(1);
    expect(await page.title()).toBe('Início · Portaria');
    expect(new URL(page.url()).pathname).toBe('/');
    await shot(page, 'login-erro');
    await page.context().close();
  });

  test('CPF inválido avisa ao sair do campo e limpa ao voltar', async () => {
    const page = await app.openPage();
    await page.goto('/');
    const cpf = page.getByLabel('CPF');
    await cpf.fill('529.982.247-24');
    await expect.poll(() => cpf.inputValue()).toBe('529.982.247-24');
    await page.getByLabel('Senha', { exact: true }).focus();
    await expect.poll(() => page.getByText('CPF inválido', { exact: true }).isVisible()).toBe(true);
    await cpf.focus();
    await expect.poll(() => page.getByText('CPF inválido', { exact: true }).isVisible()).toBe(false);
    await page.context().close();
  });

  test('sair pede confirmação e volta ao login', async () => {
    const page = await app.openPage();
    await loginAsDoorkeeper(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Deseja sair do sistema?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // the dashboard is closed again
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  test('um caminho desconhecido mostra o login', async () => {
    const page = await app.openPage();
    await page.goto('/qualquer/coisa/que-nao-existe');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await expect.poll(() => page.getByLabel('CPF').isVisible()).toBe(true);
    await page.context().close();
  });

  test('um 403 fora da troca de contexto abre a sessão expirada e o OK volta ao login', async () => {
    const page = await app.openPage();
    await loginAsDoorkeeper(page);
    await page.route('**/api/condominios/**', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'proibido' }) }),
    );
    await page.reload();
    const modal = page.getByRole('dialog');
    await expect
      .poll(() => modal.getByText("Sua sessão expirou, clique em 'OK' para retornar à página de login.").isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  test('login e painel passam na verificação de acessibilidade (axe) sem violações', async () => {
    const page = await app.openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await loginAsDoorkeeper(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
