import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { VISITOR_LABELS as VL, VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

// Port 3231: this helper's range (3200–3299) on the shared machine.
const app = useRealApp();

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const hidden = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(false);
/** Waits for a dialog's fade-in to finish, so axe and the screenshot see it as a person does. */
const settled = (dialog: Locator) =>
  expect
    .poll(
      () =>
        dialog.evaluate((el) => {
          for (let node: Element | null = el; node; node = node.parentElement)
            if (getComputedStyle(node).opacity !== '1') return false;
          return true;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

const problems: string[] = [];
const check = async (page: Page, screen: string) => {
  for (const line of await axeViolations(page, { serious: true })) problems.push(`${screen}: ${line}`);
};

const signIn = async () => {
  const page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  return page;
};

const openAccessControl = async (page: Page) => {
  await page.getByRole('button', { name: 'Controle de Acesso', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Controle de Acesso' });
  await visible(flow.getByText('O que deseja fazer?'));
  await settled(flow);
  return flow;
};

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
const typeDay = async (scope: Locator, label: string, day: string) => {
  await scope
    .getByRole('group', { name: new RegExp(`^${label}`) })
    .getByRole('spinbutton', { name: 'Dia' })
    .click();
  await scope.page().keyboard.type(ddmmyyyy(day));
};

/** Menu option 3 up to the form: type, then block and unit unless skipped. */
const startRegistration = async (flow: Locator, kind: string, unit?: { block: string; unit: string }) => {
  await flow.getByRole('button', { name: /Cadastrar novo visitante\/prestador de serviço/ }).click();
  await flow.getByRole('radio', { name: kind, exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  if (unit) {
    await flow.getByRole('radio', { name: unit.block, exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: unit.unit, exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
  }
};

const confirmAndSucceed = async (page: Page, flow: Locator) => {
  const confirm = page.getByRole('dialog', { name: M.confirmTitle });
  await visible(confirm);
  await settled(confirm);
  await confirm.getByRole('button', { name: M.confirmSubmit }).click();
  await visible(flow.getByRole('heading', { name: 'Cadastro realizado com sucesso!' }));
  await flow.getByRole('button', { name: 'Voltar ao menu' }).click();
};

const TODAY = todayIn(new Date());
const FOREIGN = { nome: 'John Whitaker Smith', passaporte: 'XK1234567' };
const KNOWN = { nome: 'Beatriz Zanettini Quaresma', cpf: '39053344705' };

describe('visitantes, entradas e saídas no navegador', () => {
  test('estrangeiro com passaporte e recorrência semanal: aparece no dia certo, entra, sai, vai ao relatório (CSV) e à linha do tempo', async () => {
    const page = await signIn();
    const flow = await openAccessControl(page);
    await shot(page, 'visitors-menu-1366x768');
    await check(page, 'menu');
    await startRegistration(flow, VL.visitanteTipo.VISITANTE, { block: 'Bloco A', unit: '101' });
    const form = flow.getByRole('form', { name: M.newVisitorTitle });
    await visible(form);
    await form.getByLabel('Nome').fill(FOREIGN.nome);
    await form.getByRole('radiogroup', { name: VL.foreignVisitor }).getByRole('radio', { name: 'Sim' }).click();
    await form.getByRole('combobox', { name: /Tipo de documento/ }).click();
    await page.getByRole('option', { name: 'Passaporte' }).click();
    await form.getByLabel(/^Passaporte/).fill(FOREIGN.passaporte);
    await form.getByRole('radio', { name: VL.directAccess }).click();
    await form.getByRole('radio', { name: VL.recurring }).click();
    await typeDay(form, VL.from, TODAY);
    await typeDay(form, VL.until, addDays(TODAY, 13));
    const weekday = (new Date(`${TODAY}T12:00:00Z`).getUTCDay() + 1) as keyof typeof VL.weekdays;
    await form.getByRole('checkbox', { name: VL.weekdays[weekday] }).check();
    await shot(page, 'visitors-form-foreign-recurring-1366x768');
    await check(page, 'formulário');
    await form.getByRole('button', { name: 'Avançar' }).click();
    const confirm = page.getByRole('dialog', { name: M.confirmTitle });
    await visible(confirm);
    await settled(confirm);
    expect(await confirm.textContent()).toContain(`${VL.documento.PASSAPORTE} ${FOREIGN.passaporte}`);
    await shot(page, 'visitors-confirm-1366x768');
    await check(page, 'confirmação');
    await confirmAndSucceed(page, flow);

    // Entries of today: the card; of yesterday (outside the range): none.
    await flow.getByRole('button', { name: /Registro de entradas e saídas/ }).click();
    const search = flow.getByRole('searchbox', { name: 'Buscar por visitante, empresa ou unidade' });
    await search.fill('whitaker');
    const card = flow.getByRole('listitem', { name: FOREIGN.nome });
    await visible(card);
    expect(await flow.getByRole('button', { name: 'Próximo dia' }).isDisabled()).toBe(true);
    await shot(page, 'visitors-entries-today-1366x768');
    await check(page, 'entradas e saídas');
    await flow.getByRole('button', { name: 'Dia anterior' }).click();
    // The search is still applied: the empty state offers to clear it.
    await visible(
      flow.getByText(
        'Não encontramos nenhum resultado para o filtro aplicado. Clique aqui para limpar os filtros e tentar novamente.',
      ),
    );
    await hidden(card);
    await flow.getByRole('button', { name: 'Próximo dia' }).click();
    await visible(card);

    // Entry, then exit, each confirmed first; the exit button exists only after the entry.
    expect(await card.getByRole('button', { name: 'Registrar saída' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Registrar entrada' }).click();
    const confirmEntry = page.getByRole('dialog', { name: 'Registrar entrada' });
    await visible(confirmEntry);
    await settled(confirmEntry);
    await check(page, 'confirmação de entrada');
    await confirmEntry.getByRole('button', { name: 'Confirmar' }).click();
    const entered = page.getByRole('dialog', { name: 'Entrada registrada com sucesso!' });
    await visible(entered);
    await entered.getByRole('button', { name: 'Fechar' }).click();
    await visible(card.getByText(new RegExp(M.entryRegistered)));
    await card.getByRole('button', { name: 'Registrar saída' }).click();
    await page.getByRole('dialog', { name: 'Registrar saída' }).getByRole('button', { name: 'Confirmar' }).click();
    const left = page.getByRole('dialog', { name: 'Saída registrada com sucesso!' });
    await visible(left);
    await left.getByRole('button', { name: 'Fechar' }).click();
    await visible(card.getByText(new RegExp(M.exitRegistered)));
    await shot(page, 'visitors-entries-card-done-1366x768');

    // The report: the period is preset; the table and the CSV carry the visit.
    await flow.getByRole('button', { name: 'Relatório de entradas e saídas' }).click();
    const filter = page.getByRole('dialog', { name: 'Relatório de entradas e saídas' });
    await visible(filter.getByText(M.reportPeriod));
    await settled(filter);
    await shot(page, 'visitors-report-filter-1366x768');
    await check(page, 'filtro do relatório');
    await filter.getByRole('button', { name: 'Gerar relatório' }).click();
    const table = page.getByRole('table', { name: 'Relatório de entradas e saídas' });
    await visible(table.getByRole('row', { name: new RegExp(FOREIGN.nome) }));
    await settled(page.getByRole('dialog', { name: 'Relatório de entradas e saídas' }));
    await shot(page, 'visitors-report-1366x768');
    await check(page, 'relatório');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Planilha CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const line = csv.split(/\r?\n/).find((l) => l.includes(FOREIGN.nome));
    expect(line, csv.slice(0, 400)).toBeDefined();
    const day = `${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}/${TODAY.slice(0, 4)}`;
    // Entry and exit, both of today.
    expect(line!.split(day).length - 1).toBe(2);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page
      .getByRole('dialog', { name: 'Relatório de entradas e saídas' })
      .getByRole('button', { name: 'Voltar' })
      .click();
    await hidden(page.getByRole('dialog', { name: 'Relatório de entradas e saídas' }));

    // The timeline of the day: the entry and the exit.
    await flow.getByRole('button', { name: 'Voltar' }).click();
    // Escape reaches the dialog once the focus is inside it (the clicked Voltar is gone with its screen).
    await flow.getByText('O que deseja fazer?').click();
    await page.keyboard.press('Escape');
    await hidden(flow);
    await page.getByRole('button', { name: /Linha do tempo/ }).click();
    const timeline = page.getByRole('dialog', { name: 'Linha do tempo do dia' });
    await visible(timeline);
    await timeline.getByRole('searchbox', { name: 'Buscar na linha do tempo' }).fill('whitaker');
    const events = timeline.getByRole('list', { name: 'Linha do tempo do dia' });
    await expect
      .poll(async () => (await events.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/Entrada de .*John Whitaker Smith/);
    expect(await events.textContent()).toMatch(/Saída de .*John Whitaker Smith/);
    await settled(timeline);
    await shot(page, 'visitors-timeline-1366x768');
    await check(page, 'linha do tempo');

    // Tomorrow is inside the range but not a chosen weekday: no card. The desk's clock moves a day (the browser's;
    // the server's stays, so the visit above stays today's); the navigator never goes beyond the desk's today.
    const tomorrow = new Date(`${addDays(TODAY, 1)}T12:00:00-03:00`);
    await page.clock.setFixedTime(tomorrow);
    // The screen checks the session's validity against the desk's clock; the server still checks the token itself.
    await page.evaluate(
      (until) => sessionStorage.setItem('validUntil', until),
      new Date(tomorrow.getTime() + 3_600_000).toISOString(),
    );
    await page.reload();
    const again = await openAccessControl(page);
    await again.getByRole('button', { name: /Registro de entradas e saídas/ }).click();
    expect(await again.getByRole('button', { name: 'Próximo dia' }).isDisabled()).toBe(true);
    await again.getByRole('searchbox', { name: 'Buscar por visitante, empresa ou unidade' }).fill('whitaker');
    await visible(
      again.getByText(
        'Não encontramos nenhum resultado para o filtro aplicado. Clique aqui para limpar os filtros e tentar novamente.',
      ),
    );
    await again.getByRole('button', { name: 'Dia anterior' }).click();
    await visible(again.getByRole('listitem', { name: FOREIGN.nome }));
    expect(problems).toEqual([]);
  }, 300_000);

  test('CPF já cadastrado: VAMOS LÁ abre o registro e um novo agendamento é salvo', async () => {
    const page = await signIn();
    const flow = await openAccessControl(page);
    await startRegistration(flow, VL.visitanteTipo.VISITANTE, { block: 'Bloco A', unit: '102' });
    let form = flow.getByRole('form', { name: M.newVisitorTitle });
    await form.getByLabel('Nome').fill(KNOWN.nome);
    await form.getByLabel(/^CPF/).pressSequentially(KNOWN.cpf);
    await form.getByRole('radio', { name: VL.intercom }).click();
    await form.getByRole('button', { name: 'Avançar' }).click();
    await confirmAndSucceed(page, flow);

    await startRegistration(flow, VL.visitanteTipo.VISITANTE, { block: 'Bloco A', unit: '102' });
    form = flow.getByRole('form', { name: M.newVisitorTitle });
    await form.getByLabel(/^CPF/).pressSequentially(KNOWN.cpf);
    const [title] = M.alreadyRegistered.split(' ... ');
    const prompt = page.getByRole('dialog', { name: title });
    await visible(prompt);
    await settled(prompt);
    await shot(page, 'visitors-already-registered-1366x768');
    await check(page, 'já cadastrado');
    await prompt.getByRole('button', { name: M.letsGo }).click();
    const detail = page.getByRole('dialog', { name: KNOWN.nome });
    await visible(detail.getByRole('heading', { name: M.activeGroup }));
    expect(await detail.getByText('CPF 39*******05').isVisible()).toBe(true);
    await detail.getByRole('button', { name: M.newSchedule }).click();
    const schedule = page.getByRole('dialog', { name: M.newSchedule });
    await visible(schedule);
    await schedule.getByRole('radio', { name: VL.directAccess }).click();
    await schedule.getByRole('radio', { name: VL.pontual }).click();
    await typeDay(schedule, 'Data', TODAY);
    await settled(schedule);
    await shot(page, 'visitors-new-schedule-1366x768');
    await check(page, 'novo agendamento');
    await schedule.getByRole('button', { name: M.save }).click();
    const saved = page.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' });
    await visible(saved);
    await saved.getByRole('button', { name: 'Fechar' }).click();
    await visible(detail);
    await expect
      .poll(() => detail.getByRole('list', { name: M.activeGroup }).getByRole('listitem').count(), { timeout: 15_000 })
      .toBe(2);
    await settled(detail);
    await shot(page, 'visitors-detail-1366x768');
    await check(page, 'detalhe do visitante');
    expect(problems).toEqual([]);
  }, 300_000);

  test('prestador do condomínio: sem etapa de unidade', async () => {
    const page = await signIn();
    const flow = await openAccessControl(page);
    await startRegistration(flow, VL.visitanteTipo.PRESTADOR_CONDOMINIO);
    const form = flow.getByRole('form', { name: M.newProviderTitle });
    await visible(form);
    expect(await flow.getByText('Selecione a unidade:').count()).toBe(0);
    expect(await flow.getByText('Etapa 2 de 2').isVisible()).toBe(true);
    await form.getByLabel('Nome').fill('Jardinagem Verde Ltda');
    await form.getByLabel('Empresa').fill('Jardinagem Verde');
    await form.getByLabel(/^CPF/).pressSequentially('11144477735');
    await form.getByRole('radio', { name: VL.intercom }).click();
    await shot(page, 'visitors-condo-provider-form-1366x768');
    await check(page, 'prestador do condomínio');
    await form.getByRole('button', { name: 'Avançar' }).click();
    expect(await page.getByRole('dialog', { name: M.confirmTitle }).textContent()).not.toContain('Unidade');
    await confirmAndSucceed(page, flow);
    expect(problems).toEqual([]);
  }, 300_000);

  test('exclui um agendamento e depois o visitante, vendo os avisos', async () => {
    const page = await signIn();
    const flow = await openAccessControl(page);
    await flow.getByRole('button', { name: /Ver lista de visitantes/ }).click();
    await flow
      .getByRole('searchbox', { name: 'Buscar visitante por nome, empresa ou documento' })
      .fill('zanettini quaresma');
    const list = flow.getByRole('list', { name: 'Visitantes e prestadores' });
    await visible(list.getByRole('button', { name: new RegExp(KNOWN.nome) }));
    await shot(page, 'visitors-list-1366x768');
    await check(page, 'lista de visitantes');
    await list.getByRole('button', { name: new RegExp(KNOWN.nome) }).click();
    const detail = page.getByRole('dialog', { name: KNOWN.nome });
    const active = detail.getByRole('list', { name: M.activeGroup });
    await visible(active);
    await active.getByRole('button', { name: 'Excluir agendamento' }).first().click();
    const sure = page.getByRole('dialog', { name: M.deleteConfirmTitle });
    await visible(sure);
    expect(await sure.textContent()).toContain(M.deleteWarningTimeline);
    await sure.getByRole('button', { name: 'Excluir agendamento' }).click();
    const scheduleDeleted = page.getByRole('dialog', { name: M.scheduleDeleted });
    await visible(scheduleDeleted);
    await scheduleDeleted.getByRole('button', { name: 'Fechar' }).click();
    await visible(detail);
    await expect.poll(() => active.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);

    await detail.getByRole('button', { name: M.deleteVisitor }).click();
    await visible(sure);
    expect(await sure.textContent()).toContain(M.deleteWarningSchedules);
    expect(await sure.textContent()).toContain(M.deleteWarningTimeline);
    await settled(sure);
    await shot(page, 'visitors-delete-confirm-1366x768');
    await check(page, 'confirmação de exclusão');
    await sure.getByRole('button', { name: M.deleteVisitor }).click();
    const deleted = page.getByRole('dialog', { name: M.visitorDeleted });
    await visible(deleted);
    await deleted.getByRole('button', { name: 'Fechar' }).click();
    await visible(
      flow.getByText(
        'Não encontramos nenhum resultado para o filtro aplicado. Clique aqui para limpar os filtros e tentar novamente.',
      ),
    );
    expect(problems).toEqual([]);
  }, 300_000);
});
