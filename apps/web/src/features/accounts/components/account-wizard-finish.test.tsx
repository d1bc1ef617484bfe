import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import type { TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { mockFetch, renderWithProviders } from '../../../test/test-utils';
import { AccountWizard } from './account-wizard';
import { cpfAnswer, SENT, VALID } from './account-wizard.test-helpers';

// Long journeys through four steps: the typing alone takes a few seconds on a busy 2-core machine.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body?: unknown };
const next = () => screen.getByRole('button', { name: 'Avançar' });
const save = () => screen.getByRole('button', { name: 'Concluir' });

const reachPasswordStep = async (
  purpose: TwoFactorPurpose,
  saveAnswer: Answer = { status: 201, body: { message: 'ok' } },
) => {
  const fetchSpy = mockFetch({
    'POST /api/token/auth': cpfAnswer('PROCEED'),
    'POST /api/token/generation': SENT,
    'POST /api/token/validation': VALID,
    'POST /api/external/porter/registration': saveAnswer,
    'PUT /api/external/forgot-my-password': saveAnswer,
  });
  renderWithProviders(<AccountWizard purpose={purpose} />, {
    route: '/assistente',
    extraRoutes: { '/': <h1>Login</h1>, '/criar-conta': <h1>Cadastro</h1> },
  });
  await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
  await userEvent.click(next());
  await userEvent.click(await screen.findByRole('radio', { name: '(11) *****-5678' }, { timeout: 5000 }));
  await userEvent.click(next());
  await screen.findByText(/Enviamos um código/, {}, { timeout: 5000 });
  await userEvent.keyboard('123456');
  await screen.findByText(/Código confirmado/, {}, { timeout: 5000 });
  await userEvent.click(next());
  return fetchSpy;
};

const fillPasswords = async (password: string, confirmation = password) => {
  await userEvent.type(screen.getByLabelText(M.passwordLabel), password);
  await userEvent.type(screen.getByLabelText(M.confirmationLabel), confirmation);
};

describe('etapa da senha', () => {
  test('senha curta, comum ou diferente da confirmação não habilita Concluir', async () => {
    await reachPasswordStep('recovery');
    await fillPasswords('Curta1');
    expect(save()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(M.passwordLabel));
    await userEvent.clear(screen.getByLabelText(M.confirmationLabel));
    await fillPasswords('senha123');
    expect(screen.getByText(M.passwordTooCommon)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(M.passwordLabel));
    await userEvent.clear(screen.getByLabelText(M.confirmationLabel));
    await fillPasswords('Guarita#2031', 'Guarita#2032');
    expect(screen.getByText(M.passwordMismatch)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(M.confirmationLabel));
    await userEvent.type(screen.getByLabelText(M.confirmationLabel), 'Guarita#2031');
    expect(save()).toBeEnabled();
  });

  test('o cadastro exige aceitar os termos, que abrem para leitura', async () => {
    await reachPasswordStep('registration');
    await fillPasswords('Guarita#2031');
    expect(save()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Termos de Uso' }));
    expect(await screen.findByRole('dialog', { name: /Termos de uso/ })).toHaveTextContent('Sua conta é pessoal');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Política de Privacidade' }));
    expect(await screen.findByRole('dialog', { name: /Política de privacidade/ })).toHaveTextContent('LGPD');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // opening a document does not tick the box
    expect(screen.getByRole('checkbox', { name: M.acceptTerms })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: M.acceptTerms }));
    expect(save()).toBeEnabled();
  });

  test('a recuperação não pede os termos e envia a senha com o token temporário', async () => {
    const fetchSpy = await reachPasswordStep('recovery', { status: 200, body: { message: 'ok' } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await fillPasswords('Guarita#2031');
    await userEvent.click(save());
    expect(await screen.findByText(M.operationSuccess)).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls.at(-1)!;
    expect(String(url)).toContain('/api/external/forgot-my-password');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer two-factor');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Guarita#2031', confirmation: 'Guarita#2031' });
  });

  const failures: Array<[string, TwoFactorPurpose, Answer, string]> = [
    [
      'cadastro de CPF já cadastrado',
      'registration',
      { status: 400, body: { message: M.cpfAlreadyRegistered } },
      M.cpfAlreadyRegistered,
    ],
    ['cadastro com erro do servidor', 'registration', { status: 500, body: { message: 'x' } }, M.registrationError],
    ['troca de senha recusada', 'recovery', { status: 400, body: { message: 'x' } }, M.resetError],
    ['troca de senha de CPF sem cadastro', 'recovery', { status: 406, body: { message: 'x' } }, M.resetNotRegistered],
    ['troca de senha com erro do servidor', 'recovery', { status: 500, body: { message: 'x' } }, M.registrationError],
  ];
  test.each(failures)('%s mostra a mensagem do catálogo', async (_name, purpose, answer, text) => {
    await reachPasswordStep(purpose, answer);
    await fillPasswords('Guarita#2031');
    if (purpose === 'registration') await userEvent.click(screen.getByRole('checkbox', { name: M.acceptTerms }));
    await userEvent.click(save());
    expect(await screen.findByRole('dialog')).toHaveTextContent(text);
  });

  test('406 na troca de senha oferece Ir para cadastro', async () => {
    await reachPasswordStep('recovery', { status: 406, body: { message: 'x' } });
    await fillPasswords('Guarita#2031');
    await userEvent.click(save());
    await userEvent.click(await screen.findByRole('button', { name: M.goToRegistration }));
    expect(screen.getByTestId('location')).toHaveTextContent('/criar-conta');
  });
});

describe('sucesso', () => {
  test('o diálogo de sucesso leva ao login sozinho depois de 5 segundos', async () => {
    await reachPasswordStep('registration');
    await fillPasswords('Guarita#2031');
    await userEvent.click(screen.getByRole('checkbox', { name: M.acceptTerms }));
    vi.useFakeTimers();
    fireEvent.click(save());
    await act(async () => {});
    expect(screen.getByText(M.redirectingToLogin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.goToLogin })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByTestId('location')).toHaveTextContent('/assistente');
    expect(screen.getByText(M.operationSuccess)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
