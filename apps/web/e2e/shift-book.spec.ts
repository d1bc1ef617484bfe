import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { makePdf } from './support/make-pdf.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

const openBook = async (page: Page) => {
  await page.getByRole('button', { name: 'Livro da portaria', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Livro da portaria' });
  await visible(flow.getByRole('button', { name: 'Novo registro' }));
  return flow;
};

const PENDING = 'Morador do 101 espera um médico às 20h: liberar a entrada pela garagem.';

describe('livro da portaria no navegador', () => {
  test('o porteiro A registra uma pendência e passa o plantão; B lê e confirma antes do painel e resolve', async () => {
    // Doorkeeper A (Carlos): a pending item with a unit and a PDF, then the handover.
    const a = await app.openPage();
    await login(a, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await a.waitForURL('**/dashboard');
    let flow = await openBook(a);
    await visible(flow.getByText('Nenhum registro hoje'));
    expect(await axeViolations(a)).toEqual([]);
    await shot(a, 'shift-book-empty-1366x768');

    await flow.getByRole('button', { name: 'Novo registro' }).click();
    await flow.getByRole('radio', { name: 'Pendência' }).check();
    await flow.getByRole('textbox', { name: 'Texto' }).fill(PENDING);
    await flow.getByRole('combobox', { name: 'Unidade (opcional)' }).fill('A 101');
    await visible(flow.getByRole('option', { name: /Bloco A.*101/ }).first());
    await flow.getByRole('combobox', { name: 'Unidade (opcional)' }).press('Enter');
    await visible(flow.getByText('Unidade do registro:'));
    await flow.locator('input[type="file"]').setInputFiles({
      name: 'recado-medico.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('Recado do morador'),
    });
    await visible(flow.getByText(/^recado-medic/));
    expect(await axeViolations(a)).toEqual([]);
    await shot(a, 'shift-book-new-entry-1366x768');
    await flow.getByRole('button', { name: 'Salvar registro' }).click();

    const entry = flow.getByRole('article', { name: `Pendência: ${PENDING}` });
    await visible(entry);
    expect(await entry.getByText('Bloco A - 101').isVisible()).toBe(true);
    expect(await entry.getByRole('button', { name: 'Editar' }).isVisible()).toBe(true);
    expect(await entry.getByRole('button', { name: 'Resolver' }).isVisible()).toBe(true);
    expect(await axeViolations(a)).toEqual([]);
    await shot(a, 'shift-book-day-1366x768');

    await flow.getByRole('button', { name: 'Passar o plantão' }).click();
    await flow.getByRole('textbox', { name: 'Resumo do plantão' }).fill('Plantão tranquilo. Atenção ao médico do 101.');
    expect(await axeViolations(a)).toEqual([]);
    await shot(a, 'shift-book-handover-1366x768');
    await flow.getByRole('button', { name: 'Encerrar plantão' }).click();
    const done = a.getByRole('dialog', {
      name: 'Plantão encerrado: quem entrar depois lerá o resumo antes do painel.',
    });
    await visible(done);
    await done.getByRole('button', { name: 'Fechar' }).click();
    await visible(entry);
    await a.context().close();

    // Doorkeeper B (the syndic Maria, the other person of 1001 with the book): the reading before the dashboard.
    const b = await app.openPage();
    await login(b, DEMO.syndic.cpf, DEMO.syndic.password);
    await b.waitForURL('**/dashboard');
    await visible(b.getByRole('heading', { name: 'Antes de começar: leia a passagem de plantão' }));
    expect(await b.getByText('Plantão tranquilo. Atenção ao médico do 101.').isVisible()).toBe(true);
    expect(await b.getByRole('article', { name: `Pendência: ${PENDING}` }).isVisible()).toBe(true);
    expect(await b.getByRole('button', { name: 'Livro da portaria', exact: true }).count()).toBe(0);
    expect(await axeViolations(b)).toEqual([]);
    await shot(b, 'shift-book-reading-gate-1366x768');
    await b.getByRole('button', { name: 'Li e estou ciente' }).click();

    flow = await openBook(b);
    const pending = flow.getByRole('article', { name: `Pendência: ${PENDING}` });
    await visible(pending);
    expect(await pending.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    await pending.getByRole('button', { name: 'Resolver' }).click();
    await visible(pending.getByText(/^Resolvido por Maria Helena Prado em /));
    expect(await pending.getByRole('button', { name: 'Resolver' }).count()).toBe(0);
    expect(await axeViolations(b)).toEqual([]);
    await shot(b, 'shift-book-resolved-1366x768');

    // Once per person and handover: after a reload the dashboard comes straight (the open flow comes back too).
    await b.reload();
    flow = b.getByRole('dialog', { name: 'Livro da portaria' });
    await visible(flow.getByRole('button', { name: 'Novo registro' }));
    expect(await b.getByRole('heading', { name: 'Antes de começar: leia a passagem de plantão' }).count()).toBe(0);

    // The period with its filters and exports.
    await flow.getByRole('button', { name: 'Período' }).click();
    // The search's answer is waited for: the period's list already shows the entry before the debounced search is
    // sent, and CI's axe check once ran while that answer replaced the list (an export button between states).
    const searched = b.waitForResponse((r) => r.url().includes('busca=medico') && r.ok());
    await flow.getByRole('searchbox', { name: 'Buscar no livro' }).fill('medico');
    await searched;
    await visible(flow.getByRole('article', { name: `Pendência: ${PENDING}` }));
    expect(await flow.getByRole('button', { name: 'Exportar PDF' }).isEnabled()).toBe(true);
    expect(await axeViolations(b)).toEqual([]);
    await shot(b, 'shift-book-period-1366x768');

    // The unit filter: the unit of the entry keeps it; another unit leaves the period empty; 'Todas as unidades' undoes it.
    const unitFilter = flow.getByRole('combobox', { name: 'Unidade', exact: true });
    await unitFilter.fill('A 101');
    await visible(flow.getByRole('option', { name: /Bloco A.*101/ }).first());
    await unitFilter.press('Enter');
    await visible(flow.getByRole('group', { name: 'Unidade', exact: true }).getByText('Bloco A - 101'));
    await visible(flow.getByRole('article', { name: `Pendência: ${PENDING}` }));
    expect(await axeViolations(b)).toEqual([]);
    await flow.getByRole('button', { name: 'Todas as unidades' }).click();
    await unitFilter.fill('B 302');
    await visible(flow.getByRole('option', { name: /Bloco B.*302/ }).first());
    await unitFilter.press('Enter');
    await visible(flow.getByText('Nenhum registro neste período'));
    await flow.getByRole('button', { name: 'Todas as unidades' }).click();
    await visible(flow.getByRole('article', { name: `Pendência: ${PENDING}` }));
    await b.context().close();
  }, 180_000);
});
