import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { lastFourOf, readCodeFromOutbox, shotBoth } from './support/accounts.ts';
import { launchBrowser, newPage, shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { startServer, type RunningServer } from './support/server.ts';

const JOANA = { cpf: '390.533.447-05', password: 'Joana#Portaria31' };
const CARLOS_NEW_PASSWORD = 'Guarita#Noturna47';
const WORKER = {
  cpf: '274.185.963-91',
  nome: 'Rafael Gomes Ferreira',
  telefone: '11976543210',
  email: 'rafael.ferreira@terceirizada.dev',
  password: 'Zelador#Seguro58',
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const next = (page: Page) => page.getByRole('button', { name: 'Avançar' });

/** CPF -> phone -> code read from the outbox -> password; `name` prefixes the screenshots (none when absent). */
type WizardOptions = { name?: string; acceptTerms: boolean; isWrongCodeFirst?: boolean };

const runWizard = async (page: Page, cpf: string, password: string, options: WizardOptions) => {
  const capture = async (step: string) => options.name && (await shotBoth(page, `${options.name}-${step}`));
  await page.getByLabel('CPF').fill(cpf);
  await capture('1-cpf');
  await next(page).click();

  const phone = page.getByRole('radio').first();
  await phone.waitFor();
  const masked = (await phone.innerText()).trim();
  await phone.click();
  expect(await next(page).isEnabled()).toBe(true);
  await capture('2-telefone');
  await next(page).click();

  await page.getByText('Enviamos um código de 6 dígitos por SMS para').waitFor();
  expect(await page.getByRole('button', { name: M.resend }).isDisabled()).toBe(true);
  expect(await next(page).isDisabled()).toBe(true);
  await capture('3-codigo');
  if (options.isWrongCodeFirst) {
    await page.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type('000000');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(M.codeInvalid);
    expect(await page.getByRole('alert').innerText()).toContain(M.codeInvalidHint);
    await shotBoth(page, `${options.name ?? 'assistente'}-3-codigo-invalido`);
  }
  const code = await readCodeFromOutbox(page, lastFourOf(masked));
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(code);
  await page.getByText('Código confirmado').waitFor();
  await next(page).click();

  await page.getByLabel(M.passwordLabel, { exact: true }).fill(password);
  await page.getByLabel(M.confirmationLabel, { exact: true }).fill(password);
  const save = page.getByRole('button', { name: 'Concluir' });
  if (options.acceptTerms) {
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: M.acceptTerms }).check();
  }
  await capture('4-senha');
  await save.click();
  await page.getByText(M.operationSuccess).waitFor();
  await capture('5-sucesso');
};

const expectDashboard = async (page: Page, firstName: string) => {
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByText(new RegExp(`, ${firstName}$`)).first().isVisible()).toBe(true);
};

describe('criação de conta, recuperação de senha e pré-cadastro', () => {
  test('Joana cria a conta com o código lido na caixa de saída e entra com a nova senha', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/');
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.getByRole('heading', { name: M.createAccountTitle }).waitFor();
    await runWizard(page, JOANA.cpf, JOANA.password, { name: 'cadastro', acceptTerms: true });
    // no click: the success dialog takes the user to the login on its own
    await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await login(page, JOANA.cpf, JOANA.password);
    await expectDashboard(page, 'joana');
    await page.context().close();
  }, 120_000);

  test('Joana não consegue criar a conta de novo: CPF já cadastrado', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/criar-conta');
    await page.getByLabel('CPF').fill(JOANA.cpf);
    await next(page).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(M.cpfAlreadyRegistered).isVisible()).toBe(true);
    await shot(page, 'cadastro-cpf-ja-cadastrado-1366x768');
    await page.context().close();
  });

  test('Carlos recupera a senha; o código errado é recusado e a senha antiga deixa de valer', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('heading', { name: M.forgotPasswordTitle }).waitFor();
    await runWizard(page, DEMO.doorkeeper.cpf, CARLOS_NEW_PASSWORD, {
      name: 'recuperacao',
      acceptTerms: false,
      isWrongCodeFirst: true,
    });
    await page.getByRole('button', { name: M.goToLogin }).click();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await expect.poll(() => page.getByText('CPF ou senha inválidos!').isVisible()).toBe(true);
    await login(page, DEMO.doorkeeper.cpf, CARLOS_NEW_PASSWORD);
    await expectDashboard(page, 'carlos');
    await page.context().close();
  }, 180_000);
});
