import { afterEach, describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { DraftNotice } from '../components/form/draft-notice';
import { useDraft } from '../components/form/use-draft';
import { LogoutDialog } from '../features/auth/components/logout-dialog';
import { LazySessionExpiredDialog } from '../features/auth/components/lazy-dialogs';
import { LoginForm } from '../features/auth/components/login-form';
import { api } from '../lib/api-client';
import { reloadPage } from '../lib/browser';
import { getSession } from '../lib/session';
import { closeSessionExpired } from '../lib/session-expired';
import { CARLOS, mockFetch, renderWithProviders, signInForTest } from '../test/test-utils';

// The session rule (lib) with the auth feature's dialogs and login: only app/ may put them together.
vi.mock('../lib/browser', () => ({ reloadPage: vi.fn(), openExternal: vi.fn() }));

afterEach(() => {
  closeSessionExpired();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const MARIA = {
  ...CARLOS,
  idPorteiro: 2,
  nome: 'Maria Aparecida Lima',
  cpf: '11144477735',
  email: 'maria@example.com',
};
const TYPED = 'Ana Paula Souza';

/** A form with a draft, as the parcel form has one: 'Destinatário' kept per person and screen. */
const ParcelProbe = () => {
  const [destinatario, setDestinatario] = useState('');
  const draft = useDraft({
    screen: 'correspondence.parcel.91',
    value: { destinatario },
    isEmpty: destinatario === '',
    onRestore: (saved) => setDestinatario(saved.destinatario),
    onDiscard: () => setDestinatario(''),
  });
  return (
    <>
      <DraftNotice draft={draft} />
      <label>
        Destinatário
        <input value={destinatario} onChange={(event) => setDestinatario(event.target.value)} />
      </label>
    </>
  );
};

const typeDraft = async () => {
  signInForTest();
  const form = renderWithProviders(<ParcelProbe />);
  await userEvent.type(screen.getByLabelText('Destinatário'), TYPED);
  form.unmount();
};

/** The server refuses the token: 'Sua sessão expirou…', then OK, as spec 01 §8 has it. */
const forcedLogout = async () => {
  mockFetch({
    'GET /api/condominios/1001': { status: 401, body: { message: 'Token inválido' } },
    'POST /api/auth/rbac/logout': { status: 401, body: { message: 'Token inválido' } },
  });
  const shown = renderWithProviders(<LazySessionExpiredDialog />, { route: '/dashboard' });
  await act(() => api.get('/condominios/1001').catch(() => undefined));
  await userEvent.click(await screen.findByRole('button', { name: MESSAGES.ok }));
  await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  shown.unmount();
  expect(getSession().token).toBeNull();
};

const CONTEXT = {
  token: 'context-token',
  validFrom: '2026-11-21T10:00:00.000Z',
  validUntil: '2099-11-21T22:00:00.000Z',
  context: 1001,
  referencia: 4521,
  rolePermissions: [],
  customPermissions: [],
};

/** Signs in through the login screen; `password` other than the right one is refused. */
const signInAs = async (person: typeof CARLOS, password = 'Portaria@2024') => {
  mockFetch({
    'GET /api/auth/rbac/account': { body: { additional: { hasLogin: true } } },
    'POST /api/auth/rbac/project/PORTARIA':
      password === 'Portaria@2024'
        ? {
            body: {
              token: 'login-token',
              roles: [{ context: 1001, referencia: 4521, nome: 'Residencial Jardim das Palmeiras', role: 'PORTEIRO' }],
            },
          }
        : { status: 401, body: { message: 'Credenciais rejeitadas' } },
    'POST /api/auth/rbac/context/1001': { body: CONTEXT },
    'GET /api/portaria/api/v1/porteiros': { body: { data: [person] } },
  });
  const login = renderWithProviders(<LoginForm />, { route: '/login', extraRoutes: { '/dashboard': <h1>Painel</h1> } });
  await userEvent.type(screen.getByLabelText('CPF'), person.cpf);
  await userEvent.type(screen.getByLabelText('Senha', { exact: true }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  if (password === 'Portaria@2024') await screen.findByRole('heading', { name: 'Painel' });
  else await screen.findByText(MESSAGES.loginInvalid);
  login.unmount();
};

const reopenForm = () => renderWithProviders(<ParcelProbe />);
const storedText = () =>
  Object.keys(sessionStorage)
    .map((key) => sessionStorage.getItem(key) ?? '')
    .join('\n');

describe('rascunhos e o fim da sessão', () => {
  test('a sessão encerrada pelo servidor guarda o rascunho; o mesmo porteiro entra de novo e o recupera', async () => {
    await typeDraft();
    await forcedLogout();
    expect(storedText()).toContain(TYPED);

    await signInAs(CARLOS);
    reopenForm();
    expect(screen.getByText(MESSAGES.draftRestored)).toBeInTheDocument();
    expect(screen.getByLabelText('Destinatário')).toHaveValue(TYPED);
  });

  test('uma senha errada na volta não apaga o rascunho', async () => {
    await typeDraft();
    await forcedLogout();
    await signInAs(CARLOS, 'senha-errada');
    expect(getSession().token).toBeNull();
    await signInAs(CARLOS);
    reopenForm();
    expect(screen.getByLabelText('Destinatário')).toHaveValue(TYPED);
  });

  test('outro porteiro que entra no mesmo navegador não vê o rascunho, nem o encontra guardado', async () => {
    await typeDraft();
    await forcedLogout();
    await signInAs(MARIA);
    reopenForm();
    expect(screen.getByLabelText('Destinatário')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
    expect(storedText()).not.toContain(TYPED);
  });

  test('Sair, por escolha do porteiro, leva os rascunhos dele', async () => {
    await typeDraft();
    mockFetch({ 'POST /api/auth/rbac/logout': { status: 204 } });
    signInForTest();
    const ask = renderWithProviders(<LogoutDialog open onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.logout }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    ask.unmount();
    expect(sessionStorage.length).toBe(0);

    await signInAs(CARLOS);
    reopenForm();
    expect(screen.getByLabelText('Destinatário')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.draftRestored)).not.toBeInTheDocument();
  });
});
