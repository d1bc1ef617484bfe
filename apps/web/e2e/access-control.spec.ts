import { describe, expect, test } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const hidden = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(false);
/** Waits for a dialog's fade-in to finish, so axe and the screenshot see it as a person does. */
const settled = (dialog: Locator) =>
  expect
    .poll(
      () =>
        dialog.evaluate((el) => {
          for (let node: Element | null = el; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return true;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

/** Serious or critical axe violations of the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} ${v.nodes[0]?.target}`);

const openAccessControl = async (page: Page) => {
  await page.getByRole('button', { name: 'Controle de Acesso', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Controle de Acesso' });
  await visible(flow.getByText('O que deseja fazer?'));
  await settled(flow);
  return flow;
};

// A CPF no demo resident has (check digits of 987.654.321-00).
// A 2x2 PNG, a real picture for the invitee's upload.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const NEW = { nome: 'Graziela Conceição Vasconcelos', cpf: '98765432100', celular: '11987651122', email: 'graziela.v@email.com.br' };

describe('controle de acesso no navegador', () => {
  test('porteiro solicita, síndica aprova, porteiro acha por nome e CPF, filtra, edita o telefone e exclui', async () => {
    const problems: string[] = [];
    const check = async (page: Page, screen: string) => {
      for (const v of await seriousViolations(page)) problems.push(`${screen}: ${v}`);
    };
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');

    let flow = await openAccessControl(page);
    // 4521 has biometrics: option 6 is there; 3-5 (visitors, entries and exits) are open.
    await visible(flow.getByRole('button', { name: /Painel de gestão de biometria/ }));
    expect(await flow.getByRole('button', { name: /Registro de entradas e saídas/ }).isDisabled()).toBe(false);
    await shot(page, 'access-menu-4521-1366x768');
    await check(page, 'menu');

    await flow.getByRole('button', { name: /Cadastrar novo morador/ }).click();
    await flow.getByRole('radio', { name: 'Bloco A', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '101', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    const form = flow.getByRole('form', { name: 'Cadastrar novo morador' });
    await visible(form);
    const next = form.getByRole('button', { name: 'Avançar' });
    expect(await next.isDisabled()).toBe(true);
    await form.getByLabel('Nome').fill(NEW.nome);
    await form.getByLabel('CPF').pressSequentially('12345678900');
    await form.getByLabel('Celular').click();
    await visible(form.getByText('CPF inválido'));
    await form.getByLabel('CPF').fill('');
    await form.getByLabel('CPF').pressSequentially(NEW.cpf);
    await form.getByLabel('Celular').pressSequentially(NEW.celular);
    await form.getByLabel('E-mail').fill(NEW.email);
    await hidden(form.getByText('CPF inválido'));
    await shot(page, 'access-new-resident-1366x768');
    await check(page, 'formulário');
    await next.click();

    const confirmation = flow.getByRole('region', { name: 'Confirmação de dados' });
    await visible(confirmation);
    expect(await confirmation.getByText('987.654.321-00').isVisible()).toBe(true);
    await shot(page, 'access-confirmation-1366x768');
    await check(page, 'confirmação');
    await confirmation.getByRole('button', { name: 'Confirmar e solicitar' }).click();
    await visible(flow.getByRole('heading', { name: 'Solicitação de cadastro enviada com sucesso!' }));
    await shot(page, 'access-request-sent-1366x768');

    // The same CPF again: the request is pending.
    await flow.getByRole('button', { name: 'Cadastrar outro morador' }).click();
    await flow.getByRole('radio', { name: 'Bloco A', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '101', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await form.getByLabel('Nome').fill(NEW.nome);
    await form.getByLabel('CPF').pressSequentially(NEW.cpf);
    await form.getByLabel('Celular').pressSequentially(NEW.celular);
    await form.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('button', { name: 'Confirmar e solicitar' }).click();
    const pendingDialog = page.getByRole('dialog', { name: 'Este CPF já solicitou cadastro e está em análise.' });
    await visible(pendingDialog);
    expect(await pendingDialog.getByText('As atualizações sobre o andamento serão enviadas ao e-mail do usuário.').isVisible()).toBe(true);
    await settled(pendingDialog);
    await shot(page, 'access-request-pending-dialog-1366x768');
    await check(page, 'diálogo de solicitação existente');
    await pendingDialog.getByRole('button', { name: 'Fechar' }).click();
    await hidden(pendingDialog);

    // The syndic approves, in her own browser.
    const syndicPage = await app.openPage();
    await login(syndicPage, DEMO.syndic.cpf, DEMO.syndic.password);
    await syndicPage.waitForURL('**/dashboard');
    await syndicPage.getByRole('button', { name: 'Solicitações de acesso' }).click();
    const review = syndicPage.getByRole('dialog', { name: 'Solicitações de acesso' });
    const request = review.getByRole('listitem', { name: NEW.nome });
    await visible(request);
    await settled(review);
    await shot(syndicPage, 'access-requests-review-1366x768');
    await check(syndicPage, 'solicitações de acesso');
    await request.getByRole('button', { name: 'Aprovar' }).click();
    await syndicPage.getByRole('dialog', { name: 'Aprovar solicitação' }).getByRole('button', { name: 'Aprovar' }).click();
    await visible(review.getByText(`Acesso aprovado: ${NEW.nome}`));
    await hidden(request);

    // Back at the desk: the new resident is in the list, by part of the name and by CPF digits.
    await page.keyboard.press('Escape');
    await hidden(flow);
    flow = await openAccessControl(page);
    await flow.getByRole('button', { name: /Ver lista de moradores/ }).click();
    const search = flow.getByRole('searchbox', { name: 'Buscar morador por nome ou número do documento' });
    const list = flow.getByRole('list', { name: 'Moradores' });
    await visible(list);
    await shot(page, 'access-resident-list-1366x768');
    await check(page, 'lista');
    await search.fill('conceicao vasc');
    await visible(list.getByRole('button', { name: new RegExp(NEW.nome) }));
    expect(await list.getByRole('listitem').count()).toBe(1);
    await search.fill('65432');
    await visible(list.getByRole('button', { name: new RegExp(NEW.nome) }));
    await search.fill('');

    // Filter by profile: only owners.
    await flow.getByLabel('Perfil').click();
    await page.getByRole('option', { name: 'Proprietário' }).click();
    await expect.poll(async () => (await list.textContent()) ?? '', { timeout: 15_000 }).not.toContain('· Morador');
    expect(await list.getByText('· Proprietário').first().isVisible()).toBe(true);
    await shot(page, 'access-resident-list-filtered-1366x768');
    await flow.getByRole('button', { name: 'Limpar filtros' }).click();

    // Detail, edit the phone, delete.
    await search.fill('Graziela');
    await list.getByRole('button', { name: new RegExp(NEW.nome) }).click();
    const detail = page.getByRole('dialog', { name: NEW.nome });
    await visible(detail);
    await settled(detail);
    await shot(page, 'access-resident-detail-1366x768');
    await check(page, 'detalhe');
    await detail.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar morador' });
    await visible(edit);
    const phone = edit.getByLabel('Celular');
    await phone.fill('');
    await phone.pressSequentially('2198');
    const update = edit.getByRole('button', { name: 'Atualizar informações' });
    await expect.poll(() => update.isDisabled()).toBe(true);
    await phone.pressSequentially('7654321');
    await expect.poll(() => update.isDisabled()).toBe(false);
    await settled(edit);
    await shot(page, 'access-edit-resident-1366x768');
    await check(page, 'edição');
    await update.click();
    const updated = page.getByRole('dialog', { name: 'Morador atualizado com sucesso!' });
    await visible(updated);
    await updated.getByRole('button', { name: 'Fechar' }).click();

    await list.getByRole('button', { name: new RegExp(NEW.nome) }).click();
    await visible(detail);
    await detail.getByRole('button', { name: 'Excluir morador' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Excluir morador' });
    await visible(confirmDelete);
    await confirmDelete.getByRole('button', { name: 'Excluir morador' }).click();
    const deleted = page.getByRole('dialog', { name: 'Morador excluído com sucesso!' });
    await visible(deleted);
    await deleted.getByRole('button', { name: 'Fechar' }).click();
    await visible(flow.getByText('Não encontramos nenhum resultado para o filtro aplicado. Clique aqui para limpar os filtros e tentar novamente.'));

    expect(problems).toEqual([]);
  }, 300_000);

  test('convite por LINK: o convidado abre no celular (390x844), aceita o uso da imagem, envia a foto; a portaria vê CADASTRADA', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = await openAccessControl(page);
    await flow.getByRole('button', { name: /Ver lista de moradores/ }).click();
    const search = flow.getByRole('searchbox', { name: 'Buscar morador por nome ou número do documento' });
    const list = flow.getByRole('list', { name: 'Moradores' });
    await visible(list);
    await search.fill('Helena Duarte');
    const row = list.getByRole('button', { name: /Helena Duarte Fonseca/ });
    await visible(row);
    await row.click();
    const detail = page.getByRole('dialog', { name: 'Helena Duarte Fonseca' });
    await visible(detail.getByText('Não cadastrada'));
    await detail.getByRole('button', { name: 'Cadastrar' }).click();
    const invite = page.getByRole('dialog', { name: 'Convite para biometria facial' });
    await visible(invite.getByRole('button', { name: 'Enviar por SMS' }));
    await invite.getByRole('button', { name: 'Gerar link' }).click();
    const generated = page.getByRole('dialog', { name: 'Link gerado com sucesso!' });
    await visible(generated);
    const link = await generated.getByLabel('Link do convite').inputValue();
    expect(link).toMatch(/\/convite\/[A-Za-z0-9_-]{43}$/);
    await settled(generated);
    await shot(page, 'access-invite-link-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await generated.getByRole('button', { name: 'Fechar' }).click();

    const phone = await app.openPage({ width: 390, height: 844 });
    await phone.goto(new URL(link).pathname);
    await visible(phone.getByText(/Residencial Jardim das Palmeiras convidou você/));
    await shot(phone, 'access-invitation-page-390x844');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await phone.getByLabel('Enviar uma foto').setInputFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await phone.getByRole('button', { name: 'Enviar foto' }).click();
    await visible(phone.getByRole('heading', { name: 'Biometria cadastrada!' }));
    await shot(phone, 'access-invitation-done-390x844');
    expect(await seriousViolations(phone)).toEqual([]);
    // The link works once.
    await phone.reload();
    await visible(phone.getByText('Este convite já foi utilizado.'));

    // Back at the desk: the list read again shows the new status.
    await flow.getByRole('button', { name: 'Voltar' }).click();
    await flow.getByRole('button', { name: /Ver lista de moradores/ }).click();
    await search.fill('Helena Duarte');
    await visible(row);
    await row.click();
    await visible(detail.getByText('Cadastrada', { exact: true }));
    expect(await detail.getByRole('button', { name: 'Cadastrar' }).count()).toBe(0);
  }, 300_000);

  test('em 7310, sem biometria, a opção do painel de biometria não aparece', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    await page.getByLabel('Referência').click();
    await page.getByRole('option', { name: DEMO.singleBlock.label }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Reservas e Bloqueios', exact: true }).isVisible(), { timeout: 15_000 }).toBe(false);
    const flow = await openAccessControl(page);
    await visible(flow.getByRole('button', { name: /Ver lista de moradores/ }));
    expect(await flow.getByRole('button', { name: /Painel de gestão de biometria/ }).count()).toBe(0);
    await shot(page, 'access-menu-7310-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
