import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { axeViolations } from './support/axe.ts';
import { screenSettled } from './support/settled.ts';

const app = useRealApp();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-res';

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const hidden = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(false);
/** Once MUI's transitions are over, so the picture (and the axe check after it) shows the screen as a person sees it. */
const shot = async (page: Page, name: string) => {
  await screenSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const openReservations = async (page: Page) => {
  await page.getByRole('button', { name: 'Reservas e Bloqueios', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Reservas e Bloqueios' });
  await visible(flow.getByText('O que deseja fazer?'));
  return flow;
};

const signIn = async () => {
  const page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  return page;
};

/** From the menu: Reservar, block, unit, then the area (or 'Mudança') and Avançar. */
const startReservation = async (flow: Locator, bloco: string, unidade: string, area: string) => {
  await flow.getByRole('button', { name: 'Reservar' }).click();
  await flow.getByRole('radio', { name: bloco, exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow.getByRole('radio', { name: unidade, exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await visible(flow.getByText('Selecione um espaço de reserva:'));
  await flow.getByRole('radio', { name: new RegExp(`^${area}`) }).click();
};

const dayButtons = (flow: Locator) => flow.getByRole('button', { name: /^\d{1,2} de \w+ de \d{4}$/ });
const slotButtons = (flow: Locator) => flow.getByRole('button', { name: /^\d{2}:\d{2} às \d{2}:\d{2}$/ });

/** Clicks free days (this month, then the next ones) until the day shows a free slot; answers the day's label. */
const firstDayWithSlots = async (flow: Locator): Promise<string> => {
  for (let month = 0; month < 3; month += 1) {
    const days = dayButtons(flow);
    for (let i = 0; i < (await days.count()); i += 1) {
      const day = days.nth(i);
      if ((await day.getAttribute('aria-disabled')) === 'true') continue;
      await day.click();
      await expect
        .poll(
          async () =>
            (await slotButtons(flow).count()) > 0 ||
            (await flow.getByText('Não há horários disponíveis para este dia.').isVisible()),
          { timeout: 15_000 },
        )
        .toBe(true);
      if ((await slotButtons(flow).count()) > 0) return (await day.getAttribute('aria-label'))!;
    }
    await flow.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error('nenhum dia com horário livre');
};

/** Moves the month calendar forward until the day's button is on screen, then clicks it. */
const pickDay = async (flow: Locator, label: string) => {
  for (let i = 0; i < 3 && !(await flow.getByRole('button', { name: label, exact: true }).isVisible()); i += 1) {
    await flow.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await flow.getByRole('button', { name: label, exact: true }).click();
};

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const SHORT = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
/** '5 de dezembro de 2026' → { day: '05/12/2026', month: 'DEZ', year: '2026' } */
const partsOf = (label: string) => {
  const [d, , m, , y] = label.split(' ');
  const month = MONTHS.indexOf(m!);
  return { day: `${d!.padStart(2, '0')}/${String(month + 1).padStart(2, '0')}/${y}`, month: SHORT[month]!, year: y! };
};

/** From the menu: 'Reservas agendadas' or 'Áreas bloqueadas', the area, year and month, then the list. */
const openList = async (flow: Locator, option: string, area: string, month: { month: string; year: string }) => {
  await flow.getByRole('button', { name: option }).click();
  await flow.getByRole('radio', { name: new RegExp(`^${area}`) }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await visible(flow.getByText('Selecione ano e mês:'));
  await flow.getByRole('button', { name: month.month, exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
};

describe('reservas, bloqueios e mudanças no navegador', () => {
  test('reserva a churrasqueira paga para Bloco A 101 com o aviso de cobrança; o horário some para Bloco B 302; cancelada em Reservas agendadas, ele volta', async () => {
    const page = await signIn();
    const flow = await openReservations(page);
    await shot(page, 'reservations-menu-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    await startReservation(flow, 'Bloco A', '101', 'Churrasqueira');
    await visible(flow.getByText('AVISO: Essa Reserva irá gerar cobrança à Unidade.'));
    expect(await flow.getByText('Áreas Gratuitas').isVisible()).toBe(true);
    expect(await flow.getByText('Áreas Pagas').isVisible()).toBe(true);
    expect(await flow.getByText('Cap. máx.: 20 Pessoa(s)').isVisible()).toBe(true);
    expect(await flow.getByText('Indefinido').isVisible()).toBe(true);
    await shot(page, 'reservations-areas-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await flow.getByRole('button', { name: 'Avançar' }).click();

    await visible(flow.getByText('Selecione um dia para verificar a disponibilidade de horários'));
    for (const legend of ['Livre', 'Bloqueado', 'Indisponíveis'])
      expect(await flow.getByText(legend, { exact: true }).isVisible()).toBe(true);
    const dayLabel = await firstDayWithSlots(flow);
    const slot = (await slotButtons(flow).first().textContent())!;
    await slotButtons(flow).first().click();
    await shot(page, 'reservations-date-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await flow.getByRole('button', { name: 'Reservar', exact: true }).click();
    await visible(flow.getByRole('heading', { name: 'Reserva realizada com sucesso!' }));
    expect(await flow.getByText('AVISO: Essa Reserva irá gerar cobrança à Unidade.').isVisible()).toBe(true);
    // The residents' notice goes through the queue: the screen says it left once it did.
    await visible(flow.getByRole('group', { name: 'Aviso aos moradores' }).getByText('Aviso enviado'));
    expect(await flow.getByText('Os moradores da unidade foram avisados por e-mail e SMS.').isVisible()).toBe(true);
    // Each resident reached, by channel.
    const reached = flow.getByRole('list', { name: 'Aviso por morador' }).getByRole('listitem');
    expect(await reached.count()).toBeGreaterThan(0);
    for (const line of await reached.allTextContents())
      expect(line).toMatch(/^[^:]+: (e-mail|SMS) enviado( · (e-mail|SMS) enviado)?$/);
    await shot(page, 'reservations-success-1366x768');

    // Another unit, same area and day: the slot is gone.
    await flow.getByRole('button', { name: 'Nova Reserva' }).click();
    await flow.getByRole('radio', { name: 'Bloco B', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '302', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: /^Churrasqueira/ }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await pickDay(flow, dayLabel);
    await expect
      .poll(
        async () =>
          (await slotButtons(flow).count()) > 0 ||
          (await flow.getByText('Não há horários disponíveis para este dia.').isVisible()),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await flow.getByRole('button', { name: slot, exact: true }).count()).toBe(0);

    // Back to the menu, cancel it from 'Reservas agendadas'.
    for (let i = 0; i < 4 && !(await flow.getByRole('button', { name: 'Reservas agendadas' }).isVisible()); i += 1) {
      await flow.getByRole('button', { name: 'Voltar' }).click();
    }
    const { day, month, year } = partsOf(dayLabel);
    await openList(flow, 'Reservas agendadas', 'Churrasqueira', { month, year });
    const cancelLink = flow.getByRole('button', { name: `Cancelar ${day} ${slot}` });
    await visible(cancelLink);
    // The row carries its notice's delivery, as the success screen did.
    const row = flow
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Cancelar ${day} ${slot}` }) });
    await visible(row.getByText('Aviso enviado'));
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'reservations-list-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await cancelLink.click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar Reserva' });
    await visible(dialog.getByText('Tem certeza que deseja cancelar essa Reserva?'));
    for (const text of [
      'Área',
      'Data',
      'Horário',
      'Unidade',
      'AVISO: Por favor, avise o morador sobre o cancelamento.',
      'Bloco A - 101',
      day,
      slot,
    ]) {
      expect(await dialog.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await shot(page, 'reservations-cancel-dialog-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar Cancelamento de Reserva' }).click();
    const done = page.getByRole('dialog', { name: 'Reserva cancelada' });
    await visible(done);
    await done.getByRole('button', { name: 'OK' }).click();
    await hidden(cancelLink);

    // The slot is free again for Bloco B 302.
    for (let i = 0; i < 4 && !(await flow.getByRole('button', { name: 'Reservar' }).isVisible()); i += 1) {
      await flow.getByRole('button', { name: 'Voltar' }).click();
    }
    await startReservation(flow, 'Bloco B', '302', 'Churrasqueira');
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await pickDay(flow, dayLabel);
    await visible(flow.getByRole('button', { name: slot, exact: true }));
    await page.context().close();
  }, 180_000);

  test('cancela um bloqueio em Áreas bloqueadas; Adicionar mostra a mensagem de manutenção', async () => {
    const page = await signIn();
    const flow = await openReservations(page);
    const inNine = new Date(Date.now() + 9 * 86_400_000);
    const label = new Intl.DateTimeFormat('pt-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(inNine);
    const { day, month, year } = partsOf(label);
    await flow.getByRole('button', { name: 'Áreas bloqueadas' }).click();
    await visible(flow.getByText('Selecione um espaço de reserva para bloqueio:'));
    expect(await flow.getByRole('radio', { name: 'Mudança' }).count()).toBe(0);
    await flow.getByRole('button', { name: 'Voltar' }).click();
    await openList(flow, 'Áreas bloqueadas', 'Quadra Poliesportiva', { month, year });
    const cancelLink = flow.getByRole('button', { name: `Cancelar ${day}` });
    await visible(cancelLink);
    await flow.getByRole('button', { name: 'Adicionar' }).click();
    const maintenance = page.getByRole('dialog', { name: 'Áreas bloqueadas' });
    await visible(maintenance.getByText(/^Esta função está em manutenção por esse canal/));
    await shot(page, 'reservations-block-maintenance-1366x768');
    await maintenance.getByRole('button', { name: 'OK' }).click();
    await cancelLink.click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar Bloqueio' });
    for (const text of ['Motivo', 'Urgência', 'Ano', year, 'Mês', month, 'Dia', day.slice(0, 2)])
      expect(await dialog.getByText(text, { exact: true }).isVisible()).toBe(true);
    await shot(page, 'reservations-cancel-block-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar Cancelamento de Bloqueio' }).click();
    const done = page.getByRole('dialog', { name: 'Bloqueio Cancelado' });
    await visible(done);
    await done.getByRole('button', { name: 'OK' }).click();
    await visible(flow.getByText('Nenhum bloqueio encontrado'));
    await page.context().close();
  });

  test('agenda uma mudança num dia permitido, o domingo não se escolhe e o dia ocupado aparece bloqueado; cancela uma mudança na lista do dia', async () => {
    const page = await signIn();
    const flow = await openReservations(page);
    await startReservation(flow, 'Bloco A', '101', 'Mudança');
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await visible(flow.getByRole('button', { name: 'Reservar Mudança' }));
    // Sundays are never offered (the mask is Monday to Saturday); today is before the 2 days of advance. In a month's
    // last two days the calendar opens on the next month, the first one with a day to choose, and cannot go back.
    const sunday = flow.getByRole('row').nth(2).getByRole('button').first();
    expect(await sunday.getAttribute('aria-disabled')).toBe('true');
    const today = flow.locator('[aria-current="date"]');
    if ((await today.count()) > 0) expect(await today.getAttribute('aria-disabled')).toBe('true');
    else expect(await flow.getByRole('button', { name: 'Mês anterior' }).isDisabled()).toBe(true);
    // The first free allowed day 8+ days ahead (the demo's week of moves is before it).
    let chosen = '';
    for (let ahead = 8; !chosen; ahead += 1) {
      const date = new Date(Date.now() + ahead * 86_400_000);
      if (date.getDay() === 0) continue;
      chosen = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
    }
    await pickDay(flow, chosen);
    await shot(page, 'reservations-move-date-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await flow.getByRole('button', { name: 'Reservar Mudança' }).click();
    await visible(flow.getByRole('heading', { name: 'Mudança agendada com sucesso!' }));
    await flow.getByRole('button', { name: 'Ok' }).click();

    // The same day for another unit (issue 28): shown taken (Bloqueado) and disabled, by the server's own rule.
    await startReservation(flow, 'Bloco B', '302', 'Mudança');
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await visible(flow.getByRole('button', { name: 'Reservar Mudança' }));
    for (let i = 0; i < 3 && !(await flow.getByRole('button', { name: chosen, exact: true }).isVisible()); i += 1) {
      await flow.getByRole('button', { name: 'Próximo mês' }).click();
    }
    const taken = flow.getByRole('button', { name: chosen, exact: true });
    await expect.poll(() => taken.getAttribute('data-status'), { timeout: 15_000 }).toBe('blocked');
    expect(await taken.getAttribute('aria-disabled')).toBe('true');
    await taken.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    expect(await flow.getByRole('button', { name: 'Reservar Mudança' }).isDisabled()).toBe(true);
    await taken.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'reservations-move-taken-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 0; i < 5 && !(await flow.getByRole('button', { name: 'Reservas agendadas' }).isVisible()); i += 1) {
      await flow.getByRole('button', { name: 'Voltar' }).click();
    }

    // 'Reservas agendadas' → Mudança: the day list, walked forward to the day just scheduled.
    await flow.getByRole('button', { name: 'Reservas agendadas' }).click();
    await flow.getByRole('radio', { name: 'Mudança' }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await visible(flow.getByRole('heading', { name: 'MUDANÇA' }));
    await shot(page, 'reservations-moves-today-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 0; i < 70 && !(await flow.getByText(chosen).isVisible()); i += 1) {
      await flow.getByRole('button', { name: 'Próximo dia' }).click();
    }
    const cancel = flow.getByRole('button', { name: 'Cancelar Mudança da unidade: Bloco A - 101' });
    await visible(cancel);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja cancelar essa mudança?' });
    await visible(dialog.getByText('AVISO: Por favor, avise o morador sobre o cancelamento.'));
    await shot(page, 'reservations-move-cancel-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar cancelamento de mudança' }).click();
    const done = page.getByRole('dialog', { name: 'Mudança cancelada com sucesso!' });
    await visible(done);
    await done.getByRole('button', { name: 'Ok' }).click();
    await visible(flow.getByText('Nenhuma mudança para este dia'));
    await page.context().close();
  }, 180_000);
  test('a síndica vê em Cobranças de reservas a taxa e o estorno da reserva cancelada pela portaria, e exporta o CSV do mês', async () => {
    const page = await app.openPage();
    await login(page, DEMO.syndic.cpf, DEMO.syndic.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Cobranças de reservas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cobranças de reservas' });
    const table = dialog.getByRole('table', { name: 'Lançamentos do mês' });
    // The first journey booked the paid barbecue area for Bloco A - 101 and cancelled it: a fee and its reversal.
    const reversal = table
      .getByRole('row')
      .filter({ hasText: 'Bloco A - 101' })
      .filter({ hasText: 'Estorno: Taxa de utilização: Churrasqueira' });
    await visible(reversal.first());
    await visible(table.getByText(/^Saldo do mês: R\$/));
    await shot(page, 'reservations-charges-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cobrancas-reservas-\d{4}-\d{2}\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Lançado em;Unidade;Descrição;Tipo;Valor');
    expect(
      lines.some(
        (l) =>
          l.includes(';Bloco A - 101;Estorno: Taxa de utilização: Churrasqueira') && l.endsWith(';Estorno;R$ 80,00'),
      ),
    ).toBe(true);
    await page.context().close();
  });
});
