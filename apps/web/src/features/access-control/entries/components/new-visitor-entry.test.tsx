import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@portaria/shared/common/day';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { TWO_BLOCKS, page, visitorRecord } from '../../visitors/test-fixtures';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';
import { NewVisitorEntry } from './new-visitor-entry';

afterEach(() => vi.unstubAllGlobals());

const LOGGED = { idLogEntrada: 9, tipo: 'ENTRADA', data: `${todayIn(new Date())}T10:00:00` };

const start = () => {
  signInForTest();
  const fetch = mockFetch({
    'GET /api/controleacesso/visitanteunidade': { body: page([visitorRecord()]) },
    'POST /api/controleacesso/entradaesaida/automatico': { status: 201, body: LOGGED },
    'GET /api/controleacesso/autorizarconvidado/logentrada/abertas': { body: page([]) },
  });
  renderWithProviders(<NewVisitorEntry open condominium={TWO_BLOCKS} onClose={vi.fn()} />);
  return { fetch, user: userEvent.setup() };
};

describe('informar novo visitante', () => {
  test('seletor rápido: escolhe um cadastrado, confirma e registra a entrada rápida', async () => {
    const { user, fetch } = start();
    const list = await screen.findByRole('list', { name: E.pickerTitle });
    await user.click(within(list).getByRole('button', { name: /Hélène Dubois/ }));
    const confirm = screen.getByRole('dialog', { name: E.registerEntry });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: E.confirm })).toBeEnabled());
    await user.click(within(confirm).getByRole('button', { name: E.confirm }));
    expect(await screen.findByRole('dialog', { name: E.entrySuccess })).toBeInTheDocument();
    const quick = fetch.mock.calls
      .map(([url, init]) => ({ url: new URL(String(url), 'http://x'), method: init?.method }))
      .find((c) => c.method === 'POST')!;
    expect(quick.url.pathname).toBe('/api/controleacesso/entradaesaida/automatico');
    expect(quick.url.searchParams.get('idVisitanteUnidade')).toBe('501');
  });

  test('novo visitante: tipo, bloco e unidade; prestador do condomínio limpa e desabilita bloco e unidade', async () => {
    const { user } = start();
    await user.click(await screen.findByRole('button', { name: E.quickPickerAdd }));
    const next = screen.getByRole('button', { name: V.next });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.type}`) }));
    await user.click(screen.getByRole('option', { name: V.visitanteTipo.VISITANTE }));
    expect(screen.getByRole('combobox', { name: new RegExp(`^${V.unit}`) })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.block}`) }));
    await user.click(screen.getByRole('option', { name: 'Bloco B' }));
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.unit}`) }));
    await user.click(screen.getByRole('option', { name: '201' }));
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: new RegExp(`^${V.type}`) }));
    await user.click(screen.getByRole('option', { name: V.visitanteTipo.PRESTADOR_CONDOMINIO }));
    expect(screen.getByRole('combobox', { name: new RegExp(`^${V.block}`) })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: new RegExp(`^${V.unit}`) })).not.toHaveTextContent('201');
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByRole('form', { name: V.newProviderTitle })).toBeInTheDocument();
  });
});
