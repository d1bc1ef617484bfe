import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { getSession, updateSession } from '../../../lib/session';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { SessionRenewalDialog } from './session-renewal-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** A screen with a half-filled field under the warning, as a parcel form would be. */
const ScreenWithForm = () => (
  <>
    <label>
      Remetente
      <input name="remetente" defaultValue="" />
    </label>
    <SessionRenewalDialog />
  </>
);

const renewedContext = {
  token: 'token-do-novo-turno',
  validFrom: new Date().toISOString(),
  validUntil: inMinutes(12 * 60),
  context: 1001,
  referencia: 4521,
  rolePermissions: ['portaria.home.correspondencias.read'],
  customPermissions: [],
};

describe('aviso de fim de sessão', () => {
  test('dez minutos antes do fim, a senha renova a sessão sem sair da tela nem perder o formulário', async () => {
    signInForTest({ validUntil: inMinutes(60) });
    const fetchSpy = mockFetch({
      'POST /api/auth/rbac/project/PORTARIA': {
        body: {
          token: 'login-token',
          roles: [{ context: 1001, referencia: 4521, nome: 'Residencial Jardim das Palmeiras', role: 'PORTEIRO' }],
        },
      },
      'POST /api/auth/rbac/context/1001': { body: renewedContext },
    });
    renderWithProviders(<ScreenWithForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Remetente' }), 'Loja Exemplo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The shift now ends in 9 minutes.
    act(() => updateSession({ validUntil: inMinutes(9) }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.sessionEndingTitle });
    expect(dialog).toHaveTextContent(/a sessão termina às \d\d:\d\d/);
    await userEvent.type(screen.getByLabelText(MESSAGES.passwordLabel, { selector: 'input' }), 'Portaria@2024');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.sessionContinue }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession().token).toBe('token-do-novo-turno');
    expect(getSession().validUntil).toBe(renewedContext.validUntil);
    expect(screen.getByRole('textbox', { name: 'Remetente' })).toHaveValue('Loja Exemplo');
    const [loginCall, contextCall] = fetchSpy.mock.calls;
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ user: '52998224725', password: 'Portaria@2024' });
    expect(contextCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer login-token' });
  });

  test('senha errada: a mensagem do login aparece e a sessão atual continua como estava', async () => {
    signInForTest({ validUntil: inMinutes(5) });
    mockFetch({ 'POST /api/auth/rbac/project/PORTARIA': { status: 401, body: { message: MESSAGES.loginInvalid } } });
    renderWithProviders(<ScreenWithForm />);
    await screen.findByRole('dialog', { name: MESSAGES.sessionEndingTitle });
    await userEvent.type(screen.getByLabelText(MESSAGES.passwordLabel, { selector: 'input' }), 'errada');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.sessionContinue }));
    expect(await screen.findByText(MESSAGES.loginInvalid)).toBeInTheDocument();
    expect(getSession().token).toBe('context-token');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('longe do fim não há aviso; "Agora não" fecha o aviso sem encerrar a sessão', async () => {
    signInForTest({ validUntil: inMinutes(11) });
    const { unmount } = renderWithProviders(<ScreenWithForm />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    signInForTest({ validUntil: inMinutes(8) });
    renderWithProviders(<ScreenWithForm />);
    await screen.findByRole('dialog', { name: MESSAGES.sessionEndingTitle });
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.sessionNotNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession().token).toBe('context-token');
  });
});
