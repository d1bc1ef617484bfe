import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const hidden = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(false);
/** Waits for the dialog's fade-in, so the screenshot shows it as a person sees it. */
const settled = (dialog: Locator) =>
  expect
    .poll(() =>
      dialog.evaluate((el) => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return false;
        }
        return true;
      }),
    )
    .toBe(true);

const openKeys = async (page: Page) => {
  await page.getByRole('button', { name: 'Chaves', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Chaves' });
  await visible(flow.getByText('O que deseja fazer?'));
  await settled(flow);
  return flow;
};

describe('chaves no navegador', () => {
  test('porteiro vê a chave atrasada em destaque, recebe, entrega outra a um prestador e consulta o histórico', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = await openKeys(page);
    expect(await flow.getByRole('button', { name: 'Cadastro de chaves' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await flow.getByRole('button', { name: 'Chaves fora agora' }).click();
    const list = flow.getByRole('list', { name: 'Chaves fora agora' });
    await visible(list);
    const rows = list.getByRole('listitem');
    // The seeded party-room key is overdue: first, and flagged in words.
    await visible(rows.first().getByText('Atrasada', { exact: true }));
    expect(await rows.first().textContent()).toContain('Salão de festas');
    expect(await rows.first().textContent()).toContain('Atrasada desde');
    expect(await flow.getByText('1 chave atrasada').isVisible()).toBe(true);
    expect(await list.getByText('Casa de máquinas (02)').isVisible()).toBe(true);
    await shot(page, 'keys-out-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    await flow.getByRole('button', { name: 'Receber chave Salão de festas' }).click();
    await visible(flow.getByText('Chave Salão de festas recebida'));
    await hidden(list.getByText('Salão de festas (01)'));

    await flow.getByRole('button', { name: 'Entregar chave' }).click();
    await visible(flow.getByRole('heading', { name: 'Entregar chave' }));
    await flow.getByRole('combobox', { name: 'Chave' }).fill('portão');
    await page.getByRole('option', { name: /Portão da garagem/ }).click();
    await flow.getByRole('radio', { name: 'Prestador de serviço' }).check();
    await flow.getByRole('button', { name: 'Entregar', exact: true }).click();
    await visible(flow.getByText('Informe o nome de quem vai levar a chave'));
    await flow.getByLabel('Nome', { exact: false }).first().fill('Jardinagem Verde - Paulo Lima');
    await flow.getByLabel(/Documento/).fill('12.345.678-9');
    await shot(page, 'keys-check-out-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await flow.getByRole('button', { name: 'Entregar', exact: true }).click();
    await visible(flow.getByText('Chave Portão da garagem entregue a Jardinagem Verde - Paulo Lima'));
    await visible(list.getByText('Portão da garagem (03)'));

    await flow.getByRole('button', { name: 'Portão da garagem (03): ver histórico' }).click();
    const history = flow.getByRole('list', { name: 'Histórico da chave Portão da garagem' });
    await visible(history);
    expect(await history.textContent()).toContain('Jardinagem Verde - Paulo Lima');
    expect(await history.textContent()).toContain('Ainda não devolvida');
    await shot(page, 'keys-history-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    await flow.getByRole('button', { name: 'Voltar' }).click();
    await flow.getByRole('button', { name: 'Voltar' }).click();
    await flow.getByRole('button', { name: 'Histórico por pessoa' }).click();
    await flow.getByPlaceholder('Buscar por nome ou documento').fill('paulo lima');
    const byPerson = flow.getByRole('list', { name: 'Histórico por pessoa' });
    await visible(byPerson.getByText(/Portão da garagem \(03\) · Jardinagem Verde/));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('síndica cadastra, edita e desativa uma chave; a chave fora não pode ser desativada', async () => {
    const page = await app.openPage();
    await login(page, DEMO.syndic.cpf, DEMO.syndic.password);
    await page.waitForURL('**/dashboard');
    const flow = await openKeys(page);
    await flow.getByRole('button', { name: 'Cadastro de chaves' }).click();
    const catalogue = flow.getByRole('list', { name: 'Cadastro de chaves' });
    await visible(catalogue);

    await flow.getByRole('button', { name: 'Nova chave' }).click();
    const form = page.getByRole('dialog', { name: 'Nova chave' });
    await form.getByLabel('Nome da chave').fill('Sala de reuniões');
    await form.getByLabel('Local').fill('Térreo, Bloco C');
    await form.getByLabel('Etiqueta ou número').fill('06');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await visible(catalogue.getByText('Sala de reuniões (06)'));

    await flow.getByRole('button', { name: 'Editar chave Sala de reuniões' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar chave' });
    await edit.getByLabel('Local').fill('Térreo, ao lado da portaria');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await visible(catalogue.getByText('Térreo, ao lado da portaria'));
    await shot(page, 'keys-catalogue-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    await flow.getByRole('button', { name: 'Desativar Casa de máquinas' }).click();
    await page.getByRole('dialog', { name: 'Desativar' }).getByRole('button', { name: 'Desativar' }).click();
    await visible(flow.getByText(/Esta chave está com .*: receba a chave antes de desativá-la/));

    await flow.getByRole('button', { name: 'Desativar Sala de reuniões' }).click();
    await page.getByRole('dialog', { name: 'Desativar' }).getByRole('button', { name: 'Desativar' }).click();
    await visible(flow.getByText('Chave desativada'));
    await hidden(flow.getByRole('button', { name: 'Editar chave Sala de reuniões' }));
  });
});
