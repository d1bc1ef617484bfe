import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { makePdf } from './support/make-pdf.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

const openOccurrences = async (page: Page) => {
  await page.getByRole('button', { name: 'Ocorrências', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Ocorrências' });
  await visible(flow.getByText('O que deseja fazer?'));
  return flow;
};

describe('ocorrências no navegador', () => {
  test('registra uma reclamação com PDF anexo, acha pela palavra e pelo filtro e abre o anexo', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = await openOccurrences(page);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'occurrences-menu-1366x768');

    await flow.getByRole('button', { name: 'Criar uma ocorrência' }).click();
    await visible(flow.getByText('Etapa 1 de 5'));
    await flow.getByRole('radio', { name: 'Bloco A', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '101', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    const residents = flow.getByRole('radiogroup', { name: 'Selecione o morador:' });
    await visible(residents);
    await residents.getByRole('radio').first().click();
    await flow.getByRole('button', { name: 'Avançar' }).click();

    await visible(flow.getByText('Nova Ocorrência:'));
    const next = flow.getByRole('button', { name: 'Avançar' });
    await flow.getByRole('combobox', { name: 'ASSUNTO' }).click();
    await page.getByRole('option', { name: 'Reclamação' }).click();
    await flow
      .getByRole('textbox', { name: 'MENSAGEM' })
      .fill('Vazamento persistente na garagem do subsolo, perto da vaga 12.');
    await visible(flow.getByText('62/200'));
    const email = flow.getByRole('textbox', { name: 'E-MAIL' });
    await email.fill('morador.teste@exemplo.com.br');
    await flow.locator('input[type="file"]').setInputFiles({
      name: 'laudo-vazamento.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('Laudo do vazamento'),
    });
    await visible(flow.getByText('laudo-vazament'));
    await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'occurrences-form-1366x768');
    await next.click();

    await visible(flow.getByText('Confira os dados da ocorrência:'));
    expect(await flow.getByText('Bloco A - 101').isVisible()).toBe(true);
    await shot(page, 'occurrences-confirm-1366x768');
    await flow.getByRole('button', { name: 'Enviar' }).click();
    await visible(flow.getByRole('heading', { name: 'Ocorrência enviada com sucesso!' }));
    expect(
      await flow
        .getByText(
          `Uma nova ocorrência da unidade Bloco A - 101 foi enviada para o síndico do condomínio ${DEMO.multiBlock.label}.`,
        )
        .isVisible(),
    ).toBe(true);
    expect(await flow.getByRole('button', { name: 'Abrir nova ocorrência' }).isVisible()).toBe(true);
    await shot(page, 'occurrences-success-1366x768');
    await flow.getByRole('button', { name: 'OK' }).click();

    const again = await openOccurrences(page);
    await again.getByRole('button', { name: 'Ver lista de ocorrências do condomínio' }).click();
    await visible(again.getByText('Selecione para ver detalhes:'));
    const list = again.getByRole('list', { name: 'Selecione para ver detalhes:' });
    const search = again.getByRole('searchbox', { name: 'Faça a sua busca por nome ou palavras-chave' });
    await search.fill('vazamento persistente');
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'occurrences-list-1366x768');

    await search.fill('');
    await again.getByRole('button', { name: 'Filtrar ocorrências' }).click();
    const filter = page.getByRole('dialog', { name: 'Ocorrências: Filtrar' });
    await visible(filter);
    await filter.getByRole('combobox', { name: 'Unidades' }).click();
    await page.getByRole('option', { name: 'Bloco A - 101', exact: true }).click();
    await filter.getByRole('radio', { name: 'Aberta' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'occurrences-filter-1366x768');
    await filter.getByRole('button', { name: 'Buscar' }).click();
    const mine = list.getByRole('listitem').filter({ hasText: 'Vazamento persistente' });
    await visible(mine);
    for (const text of await list.getByRole('listitem').allTextContents()) expect(text).toContain('Bloco A - 101');

    await mine.getByRole('button').click();
    await visible(again.getByText('Mensagem do morador', { exact: false }));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'occurrences-detail-1366x768');
    await again.getByRole('button', { name: 'Ver anexo' }).click();
    const viewer = page.getByRole('dialog', { name: 'Arquivo Anexado' });
    await visible(viewer);
    await shot(page, 'occurrences-attachment-1366x768');
    await visible(viewer.locator('canvas').first());
    await viewer.getByRole('button', { name: 'Fechar' }).click();
    await page.context().close();
  }, 150_000);
});
