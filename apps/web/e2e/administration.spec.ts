import { describe, expect, test } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { shot } from './support/browser.ts';
import { useRealApp } from './support/real-app.ts';

// An installation started without the demo (issue 31): an empty database and the one-time setup address.
const app = useRealApp({ DEMO_DATA: 'false' }, {}, { isSeededByServer: true });

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 20_000 }).toBe(true);
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.impact} ${v.id} ${v.nodes[0]?.target}`);
const setupPath = () => /https?:\/\/[^/\s]+(\/instalacao\/[\w-]+)/.exec(app.output())?.[1];

describe('administração: uma instalação sem dados de demonstração', () => {
  test('o endereço impresso cria a administradora e o condomínio, entra, cria blocos e unidades, e depois responde inválido', async () => {
    const path = setupPath();
    expect(path).toBeDefined();
    const page = await app.openPage();
    await page.goto(path!);
    const form = page.getByRole('form', { name: 'Configuração inicial do Portaria' });
    await visible(form);
    expect(await violations(page)).toEqual([]);

    await form.getByLabel('Nome completo').fill('Beatriz Nogueira');
    await form.getByLabel('CPF', { exact: true }).fill('74185296355');
    await form.getByLabel('Celular').fill('11998765432');
    await form.getByLabel('E-mail (opcional)').fill('beatriz@administradora.com.br');
    await form.getByLabel('Senha', { exact: true }).fill('Primeiro@Acesso1');
    await form.getByLabel('Confirme a senha').fill('Primeiro@Acesso1');
    await form.getByLabel('Nome do condomínio').fill('Residencial Bosque Azul');
    await form.getByLabel('CNPJ (opcional)').fill('45997418000154');
    await form.getByLabel('Endereço (opcional)').click();
    // A wrong check digit is named under the field before anything is sent.
    await visible(form.getByText('CNPJ inválido'));
    await form.getByLabel('CNPJ (opcional)').fill('45997418000153');
    await form.getByLabel('Endereço (opcional)').fill('Av. Brasil, 500 - São Paulo/SP');
    await form.getByRole('radio', { name: 'Vários blocos ou torres' }).check();
    await shot(page, 'administration-setup-1366x768');
    await form.getByRole('button', { name: 'Criar administrador e condomínio' }).click();

    await page.waitForURL('**/dashboard');
    await visible(page.getByRole('combobox', { name: 'Referência' }));
    expect(await page.getByRole('combobox', { name: 'Referência' }).textContent()).toContain('Residencial Bosque Azul');
    await page.getByRole('button', { name: 'Administração do condomínio' }).click();
    const console = page.getByRole('dialog', { name: 'Administração do condomínio' });
    await visible(console.getByRole('tab', { name: 'Condomínio' }));
    await visible(console.getByLabel('Nome do condomínio'));
    expect(await console.getByLabel('CNPJ (opcional)').inputValue()).toBe('45.997.418/0001-53');
    expect(await violations(page)).toEqual([]);
    await shot(page, 'administration-condominium-1366x768');

    await console.getByRole('tab', { name: 'Blocos e unidades' }).click();
    await console.getByLabel('Nome do bloco').fill('Torre A');
    await console.getByRole('button', { name: 'Criar bloco' }).click();
    await visible(console.getByRole('heading', { name: 'Torre A: 0 unidades' }));
    await console.getByRole('button', { name: 'Gerar unidades' }).click();
    const generate = page.getByRole('dialog', { name: 'Gerar unidades: Torre A' });
    await generate.getByLabel('Andar inicial').fill('1');
    await generate.getByLabel('Andar final').fill('20');
    await generate.getByLabel('Unidades por andar').fill('4');
    await visible(generate.getByText('80 unidades: 101 … 2004'));
    expect(await violations(page)).toEqual([]);
    await generate.getByRole('button', { name: 'Criar' }).click();
    await visible(generate.getByText('80 unidades criadas'));
    await generate.getByRole('button', { name: 'Fechar' }).click();
    await visible(console.getByRole('heading', { name: 'Torre A: 80 unidades' }));

    await console.getByRole('button', { name: 'Editar unidade 101' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar unidade' });
    await edit.getByRole('switch', { name: /Unidade ativa/ }).uncheck();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await visible(console.getByRole('heading', { name: 'Torre A: 79 unidades' }));
    await visible(console.getByRole('button', { name: 'Editar unidade 101' }).getByText('101 (desativada)'));
    expect(await violations(page)).toEqual([]);
    await shot(page, 'administration-blocks-1366x768');

    // The desk's own tree no longer offers the deactivated unit.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const tree = await fetch(`${app.url()}/api/condominios/1001`, {
      headers: { authorization: `Bearer ${token}`, origem: 'PORTARIA' },
    }).then((r) => r.json() as Promise<{ blocos: { unidades: { nome: string }[] }[] }>);
    expect(tree.blocos[0]!.unidades.map((u) => u.nome)).not.toContain('101');

    // A second condominium joins the top bar's list at once.
    await console.getByRole('tab', { name: 'Condomínio' }).click();
    await console.getByRole('button', { name: 'Novo condomínio' }).click();
    const create = page.getByRole('dialog', { name: 'Novo condomínio' });
    await create.getByLabel('Nome do condomínio').fill('Edifício Uno');
    await create.getByRole('radio', { name: 'Um bloco só (a portaria não escolhe bloco)' }).check();
    expect(await violations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Criar condomínio' }).click();
    await visible(console.getByText(/Condomínio 1002 - Edifício Uno criado/));
    await console.getByRole('button', { name: 'Fechar' }).last().click();
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('combobox', { name: 'Referência' }).click();
    await visible(page.getByRole('option', { name: '1002 - Edifício Uno' }));
    await page.keyboard.press('Escape');

    const again = await app.openPage();
    await again.goto(path!);
    await visible(again.getByText('Endereço de configuração inválido ou já utilizado.'));
  });
});
