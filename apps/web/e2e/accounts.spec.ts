import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { lastFourOf, readCodeFromOutbox, settle, shotBoth } from './support/accounts.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';

const JOANA = { cpf: '390.533.447-05', password: 'Joana#Portaria31' };
const CARLOS_NEW_PASSWORD = 'Guarita#Noturna47';
const WORKER = {
  cpf: '274.185.963-91',
  nome: 'Rafael Gomes Ferreira',
  telefone: '11976543210',
  email: 'rafael.ferreira@terceirizada.dev',
  password: 'Zelador#Seguro58',
};

const app = useRealApp();

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
  const code = await readCodeFromOutbox(page, app.outboxPath(), lastFourOf(masked));
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
  await expect
    .poll(() =>
      page
        .getByText(new RegExp(`, ${firstName}$`))
        .first()
        .isVisible(),
    )
    .toBe(true);
};

describe('criação de conta, recuperação de senha e pré-cadastro', () => {
  test('Joana cria a conta com o código lido na caixa de saída e entra com a nova senha', async () => {
    const page = await app.openPage();
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
    const page = await app.openPage();
    await page.goto('/criar-conta');
    await page.getByLabel('CPF').fill(JOANA.cpf);
    await next(page).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(M.cpfAlreadyRegistered).isVisible()).toBe(true);
    await shot(page, 'cadastro-cpf-ja-cadastrado-1366x768');
    await page.context().close();
  });

  test('Carlos recupera a senha; o código errado é recusado e a senha antiga deixa de valer', async () => {
    const page = await app.openPage();
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

  test('funcionário terceirizado faz o pré-cadastro com o ALTCHA real, a síndica aprova e ele cria a senha e entra', async () => {
    const page = await app.openPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Faça o pré-cadastro' }).click();
    await page.getByRole('heading', { name: M.preRegisterTitle }).waitFor();
    await page.getByLabel(M.referenceLabel).fill('9999');
    await page.getByLabel(M.cpfLabel).fill(WORKER.cpf);
    await page.getByLabel(M.nameLabel).fill(WORKER.nome);
    await page.getByRole('combobox', { name: M.roleLabel }).click();
    await page.getByRole('option', { name: M.roleZelador }).click();
    await page.getByLabel(M.emailLabel).fill(WORKER.email);
    await page.getByLabel(M.phoneLabel, { exact: true }).fill(WORKER.telefone);
    expect(await page.getByLabel(M.phoneLabel, { exact: true }).inputValue()).toBe('(11) 97654-3210');
    await shotBoth(page, 'pre-cadastro-1-formulario');
    await next(page).click();
    // an unknown reference is a warning, and the form keeps what was typed
    const warning = page.getByRole('dialog');
    await expect.poll(() => warning.getByText(M.referenceNotFound).isVisible()).toBe(true);
    await warning.getByRole('button', { name: 'Fechar' }).click();
    await page.getByLabel(M.referenceLabel).fill('4521');
    await next(page).click();

    const confirm = page.getByRole('dialog', { name: M.confirmPreRegisterTitle });
    await confirm.waitFor();
    const summary = await confirm.innerText();
    for (const text of [
      '4521 - Residencial Jardim das Palmeiras',
      WORKER.cpf,
      WORKER.nome,
      M.roleZelador,
      WORKER.email,
      '(11) 97654-3210',
    ]) {
      expect(summary).toContain(text);
    }
    const confirmButton = confirm.getByRole('button', { name: M.confirmPreRegister });
    expect(await confirmButton.isDisabled()).toBe(true);
    await shotBoth(page, 'pre-cadastro-2-confirmacao');
    // the real widget fetches our challenge and solves it in the browser
    await confirm.getByText('Eu não sou um robô').click();
    await expect.poll(() => confirmButton.isEnabled(), { timeout: 20_000 }).toBe(true);
    await shotBoth(page, 'pre-cadastro-3-verificado');
    await confirmButton.click();
    await page.getByRole('heading', { name: M.preRegisterSuccess }).waitFor();
    expect(await page.getByText(M.preRegisterSuccessDetail).isVisible()).toBe(true);
    await shotBoth(page, 'pre-cadastro-4-sucesso');
    await page.getByRole('button', { name: M.ok }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();

    // still pending: the worker cannot create a password yet
    await page.goto('/criar-conta');
    await page.getByLabel('CPF').fill(WORKER.cpf);
    await next(page).click();
    await expect.poll(() => page.getByRole('dialog').getByText(M.cpfNotFound).isVisible()).toBe(true);
    await page.context().close();

    // the syndic approves it from the dashboard
    const syndic = await app.openPage();
    await login(syndic, DEMO.syndic.cpf, DEMO.syndic.password);
    await syndic.waitForURL('**/dashboard');
    await syndic.getByText('1 aguardando aprovação').waitFor();
    await syndic.getByRole('button', { name: M.preRegistrationsTitle }).click();
    const review = syndic.getByRole('dialog', { name: M.preRegistrationsTitle });
    const row = review.getByRole('listitem', { name: WORKER.nome });
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain('27*******91');
    expect(rowText).toContain(M.roleZelador);
    expect(rowText).toContain('(11) 97654-3210');
    await shotBoth(syndic, 'pre-cadastros-1-pendentes');
    await row.getByRole('button', { name: M.approve }).click();
    const ask = syndic.getByRole('dialog', { name: 'Aprovar pré-cadastro' });
    await expect.poll(() => ask.innerText()).toContain(`Aprovar o pré-cadastro de ${WORKER.nome}?`);
    await settle(syndic);
    await shot(syndic, 'pre-cadastros-2-confirmar-1366x768');
    await ask.getByRole('button', { name: M.approve }).click();
    await review.getByText(M.approved).waitFor();
    await review.getByText(M.noPendingPreRegistrations).waitFor();
    await shotBoth(syndic, 'pre-cadastros-3-aprovado');
    await syndic.context().close();

    // approved: the worker creates the password through Cadastrar and logs in
    const worker = await app.openPage();
    await worker.goto('/criar-conta');
    await runWizard(worker, WORKER.cpf, WORKER.password, { acceptTerms: true });
    await worker.getByRole('button', { name: M.goToLogin }).click();
    await login(worker, WORKER.cpf, WORKER.password);
    await expectDashboard(worker, 'rafael');
    await worker.context().close();
  }, 180_000);

  test('a caixa de saída só abre pelo endereço com a chave que o servidor mostrou no terminal', async () => {
    const page = await app.openPage();
    await page.goto('/dev/outbox');
    await page.getByText('Abra a caixa de saída pelo endereço do terminal').waitFor();
    expect(await page.getByRole('list', { name: 'Mensagens enviadas' }).count()).toBe(0);
    await shotBoth(page, 'caixa-de-saida-sem-chave');
    await page.goto('/dev/outbox?key=chave-errada');
    await page.getByText(/Esta chave não abre a caixa de saída/).waitFor();
    expect(await page.getByRole('list', { name: 'Mensagens enviadas' }).count()).toBe(0);
    expect((await fetch(`${app.url()}/api/dev/outbox`)).status).toBe(404);
    await page.goto(app.outboxPath());
    await page.getByText('Somente no modo de demonstração/desenvolvimento').waitFor();
    await page.getByRole('list', { name: 'Mensagens enviadas' }).waitFor();
    await shotBoth(page, 'caixa-de-saida');
    await page.context().close();
  });
});
