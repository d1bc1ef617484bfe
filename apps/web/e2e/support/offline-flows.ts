import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { OFFLINE_MESSAGES as O } from '@portaria/shared/common/offline.messages';
import { hidden, openAccessControl, visible } from './access-control.ts';
import { cpfOf } from './offline.ts';
import { settled } from './settled.ts';

/** The screens the offline journey (offline-desk.spec.ts) works in, as a doorkeeper would. */

export const flowOf = (page: Page, name: string) => page.getByRole('dialog', { name });

export const closeFlow = async (page: Page, flow: Locator) => {
  await flow.getByRole('button', { name: MESSAGES.close }).first().click();
  const discard = page.getByRole('button', { name: MESSAGES.discard });
  if (await discard.isVisible().catch(() => false)) await discard.click();
  await hidden(flow);
};

export const chooseUnit = async (flow: Locator, block: string, unit: string) => {
  await flow.getByRole('radio', { name: block }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow.getByRole('radio', { name: unit, exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
};

export const openCorrespondence = async (page: Page, option: string) => {
  await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
  const flow = flowOf(page, 'Correspondência e Entregas');
  await flow.getByRole('button', { name: option }).click();
  return flow;
};

/** 'Registrar entrada' or 'Registrar saída' on a card, confirmed with no network: kept, marked as waiting. */
export const logOffline = async (page: Page, card: Locator, action: 'Registrar entrada' | 'Registrar saída') => {
  await card.getByRole('button', { name: action }).click();
  const confirm = page.getByRole('dialog', { name: action });
  await visible(confirm);
  await settled(confirm);
  await expect.poll(() => confirm.getByRole('button', { name: 'Confirmar' }).isEnabled()).toBe(true);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  const saved = page.getByRole('dialog', { name: O.savedOffline });
  await visible(saved);
  await saved.getByRole('button', { name: MESSAGES.close }).click();
  await visible(card.getByText(O.pendingMark).first());
};

/**
 * 'Informar novo visitante' with no network: a visitor never registered, of the unit, who calls at the gate
 * (Interfonar), registered and let in; kept, shown in today's list as waiting.
 */
export const registerNewcomerOffline = async (
  page: Page,
  entries: Locator,
  visitor: { nome: string; nine: string },
  block: string,
  unit: string,
) => {
  await entries.getByRole('button', { name: 'Informar novo visitante' }).click();
  const entry = page.getByRole('dialog', { name: 'Informar novo visitante' });
  await entry.getByRole('button', { name: 'Adicionar novo visitante ou prestador' }).click();
  await entry.getByRole('combobox', { name: /^Tipo/ }).click();
  await page.getByRole('option', { name: 'Visitante', exact: true }).click();
  await entry.getByRole('combobox', { name: /^Bloco/ }).click();
  await page.getByRole('option', { name: block, exact: true }).click();
  await entry.getByRole('combobox', { name: /^Unidade/ }).click();
  await page.getByRole('option', { name: unit, exact: true }).click();
  await entry.getByRole('button', { name: 'Avançar' }).click();
  const form = entry.getByRole('form', { name: 'Cadastrar novo visitante' });
  await form.getByLabel(/^Nome/).fill(visitor.nome);
  await form.getByLabel(/^CPF/).fill(cpfOf(visitor.nine));
  await form.getByRole('radio', { name: 'Interfonar' }).check();
  await form.getByRole('button', { name: 'Avançar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar dados de agendamento' });
  await visible(confirm);
  await confirm.getByRole('button', { name: 'Confirmar e continuar' }).click();
  const saved = page.getByRole('dialog', { name: O.savedOffline });
  await visible(saved);
  await saved.getByRole('button', { name: MESSAGES.close }).click();
  const card = entries.getByRole('listitem', { name: visitor.nome });
  await visible(card.getByText(O.pendingMark));
  // Let in: its exit is offered at once, queued after the registration when made (issue 35).
  await visible(card.getByRole('button', { name: 'Registrar saída' }));
};

export const openEntries = async (page: Page) => {
  const flow = await openAccessControl(page);
  await flow.getByRole('button', { name: /Registro de entradas e saídas/ }).click();
  await flow.getByRole('searchbox', { name: 'Buscar por visitante, empresa ou unidade' }).fill('semrede');
  return flow;
};

export const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /registros? aguardando envio|Enviando/ });
