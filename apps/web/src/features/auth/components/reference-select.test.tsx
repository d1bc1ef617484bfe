import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { getSession } from '../../../lib/session';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { ReferenceSelect } from './reference-select';

afterEach(() => vi.unstubAllGlobals());

const REFERENCES = {
  referenciasCompleto: [
    { idCondo: 1001, referencia: 4521, nome: 'Residencial Jardim das Palmeiras' },
    { idCondo: 1002, referencia: 7310, nome: 'Edifício Solar do Atlântico' },
  ],
};

const pick = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /Referência/ }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: label }));
};

describe('troca de referência na barra superior', () => {
  test('lista "referência - nome" e, ao escolher, troca o token e o condomínio da sessão', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/portaria/api/v1/porteiros/referencias': { body: REFERENCES },
      'POST /api/auth/rbac/context/1002': {
        body: {
          token: 'token-7310',
          validFrom: '2026-11-21T10:00:00.000Z',
          validUntil: '2099-01-01T00:00:00.000Z',
          context: 1002,
          referencia: 7310,
          rolePermissions: ['portaria.home.veiculos.read'],
          customPermissions: [],
        },
      },
    });
    // Another tab of this browser, holding the same token: it hears of the switch (the old token dies at once).
    const otherTab = new BroadcastChannel('portaria-sessao');
    const heard: { previousToken: string; update: { token: string; condominium: unknown } }[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    renderWithProviders(<ReferenceSelect />);
    await pick('7310 - Edifício Solar do Atlântico');
    await waitFor(() => expect(getSession().token).toBe('token-7310'));
    await waitFor(() => expect(heard).toHaveLength(1));
    otherTab.close();
    expect(heard[0]).toMatchObject({
      previousToken: 'context-token',
      update: { token: 'token-7310', condominium: { idCondo: 1002, referencia: 7310 } },
    });
    expect(getSession().condominium).toEqual({ nome: 'Edifício Solar do Atlântico', idCondo: 1002, referencia: 7310 });
    expect(getSession().permissions.rolePermissions).toEqual(['portaria.home.veiculos.read']);
    const contextCall = fetchSpy.mock.calls.find(([url]) => String(url).includes('/context/1002'));
    expect(contextCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer context-token' });
  });

  test('403 na troca avisa que a referência não é válida e mantém a sessão', async () => {
    signInForTest();
    mockFetch({
      'GET /api/portaria/api/v1/porteiros/referencias': { body: REFERENCES },
      'POST /api/auth/rbac/context/1002': { status: 403, body: { message: 'Sem papel' } },
    });
    renderWithProviders(<ReferenceSelect />);
    await pick('7310 - Edifício Solar do Atlântico');
    expect(await screen.findByRole('dialog', { name: MESSAGES.referenceInvalid })).toBeInTheDocument();
    expect(getSession().token).toBe('context-token');
    expect(getSession().expired).toBe(false);
  });

  test('outra falha na troca pede para tentar novamente', async () => {
    signInForTest();
    mockFetch({
      'GET /api/portaria/api/v1/porteiros/referencias': { body: REFERENCES },
      'POST /api/auth/rbac/context/1002': { status: 500, body: { message: 'Erro interno' } },
    });
    renderWithProviders(<ReferenceSelect />);
    await pick('7310 - Edifício Solar do Atlântico');
    expect(await screen.findByRole('dialog', { name: MESSAGES.referenceSelectErrorRetry })).toBeInTheDocument();
  });

  test('falha ao buscar as referências avisa o porteiro', async () => {
    signInForTest();
    mockFetch({ 'GET /api/portaria/api/v1/porteiros/referencias': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<ReferenceSelect />);
    expect(await screen.findByRole('dialog', { name: MESSAGES.referencesLoadError })).toBeInTheDocument();
  });
});
