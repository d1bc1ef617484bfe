import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portaria/shared/messages';
import { getSession, isAuthenticated } from '../../../lib/session';
import { CARLOS, mockFetch, renderWithProviders } from '../../../test/test-utils';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const renderLogin = () => renderWithProviders(<LoginForm />, { extraRoutes: { '/dashboard': <h1>Painel</h1> } });

const CONTEXT = {
  token: 'context-token',
  validFrom: '2026-11-21T10:00:00.000Z',
  validUntil: '2099-11-21T22:00:00.000Z',
  context: 1001,
  referencia: 4521,
  rolePermissions: ['portaria.home.ocorrencias.read'],
  customPermissions: [],
};
const LOGIN_OK = {
  status: 200,
  body: {
    token: 'login-token',
    roles: [{ context: 1001, referencia: 4521, nome: 'Residencial Jardim das Palmeiras', role: 'PORTEIRO' }],
  },
};

describe('tela de login', () => {
  test('CPF recebe a máscara 000.000.000-00 enquanto o porteiro digita', async () => {
    mockFetch({ 'GET /api/auth/rbac/account': { body: { additional: { hasLogin: true } } } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });

  test('CPF inválido aparece ao sair do campo e some ao voltar para ele', async () => {
    renderLogin();
    const cpf = screen.getByLabelText('CPF');
    await userEvent.type(cpf, '12345678900');
    await userEvent.click(screen.getByLabelText('Senha'));
    // The check on leaving the field resolves after the blur: on a busy machine, a moment later.
    expect(await screen.findByText(MESSAGES.cpfInvalid)).toBeInTheDocument();
    await userEvent.click(cpf);
    await waitFor(() => expect(screen.queryByText(MESSAGES.cpfInvalid)).not.toBeInTheDocument());
  });

  test('Entrar com o CPF vazio diz Informe o CPF, como os outros campos vazios', async () => {
    const fetchSpy = mockFetch({});
    renderLogin();
    await userEvent.type(screen.getByLabelText('Senha', { exact: true }), 'Portaria@2024');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(MESSAGES.cpfRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.cpfInvalid)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('ao abrir a tela, o CPF recebe o foco', async () => {
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveFocus());
  });

  test('o foco inicial chega tarde (máquina lenta): não tira o foco de quem já está na senha nem apaga o aviso', async () => {
    // The CPF's first focus waits for a frame; here the frame comes only after the person typed and pressed Entrar.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const fetchSpy = mockFetch({});
    renderLogin();
    const password = screen.getByLabelText('Senha', { exact: true });
    await userEvent.type(password, 'Portaria@2024');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(MESSAGES.cpfRequired)).toBeInTheDocument();
    expect(frames.length).toBeGreaterThan(0);
    frames.forEach((frame) => frame(performance.now()));
    expect(screen.getByText(MESSAGES.cpfRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).not.toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('CPF válido sem conta cadastrada mostra o aviso para usar Cadastrar', async () => {
    const fetchSpy = mockFetch({ 'GET /api/auth/rbac/account': { body: { additional: { hasLogin: false } } } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('CPF'), '11144477735');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.cpfWithoutAccount)).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('cpf=11144477735');
  });

  test('login recusado mostra "CPF ou senha inválidos!" abaixo do formulário', async () => {
    mockFetch({
      'GET /api/auth/rbac/account': { body: { additional: { hasLogin: true } } },
      // whatever the server says, the screen shows the spec's words
      'POST /api/auth/rbac/project/PORTARIA': { status: 401, body: { message: 'Credenciais rejeitadas' } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CPF ou senha inválidos!');
    expect(isAuthenticated(getSession())).toBe(false);
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });

  test('um formulário válido avisa que vai entrar (o painel começa a baixar junto); um inválido não', async () => {
    mockFetch({
      'GET /api/auth/rbac/account': { body: { additional: { hasLogin: true } } },
      'POST /api/auth/rbac/project/PORTARIA': { status: 401, body: { message: 'Credenciais rejeitadas' } },
    });
    const onSubmitting = vi.fn();
    renderWithProviders(<LoginForm onSubmitting={onSubmitting} />);
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmitting).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Senha'), 'qualquer');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmitting).toHaveBeenCalledTimes(1);
  });

  test('excesso de tentativas mostra a mensagem do servidor', async () => {
    mockFetch({
      'GET /api/auth/rbac/account': { body: { additional: { hasLogin: true } } },
      'POST /api/auth/rbac/project/PORTARIA': { status: 429, body: { message: MESSAGES.tooManyLoginAttempts } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.type(screen.getByLabelText('Senha'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyLoginAttempts);
  });

  test('login certo troca o token pelo do condomínio, guarda o porteiro e abre o painel', async () => {
    const fetchSpy = mockFetch({
      'GET /api/auth/rbac/account': { body: { additional: { hasLogin: true } } },
      'POST /api/auth/rbac/project/PORTARIA': LOGIN_OK,
      'POST /api/auth/rbac/context/1001': { body: CONTEXT },
      'GET /api/portaria/api/v1/porteiros': { body: { data: [CARLOS] } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.type(screen.getByLabelText('Senha'), 'Portaria@2024');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();

    const loginCall = fetchSpy.mock.calls.find(([url]) => String(url).includes('/project/PORTARIA'));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ user: '52998224725', password: 'Portaria@2024' });
    const contextCall = fetchSpy.mock.calls.find(([url]) => String(url).includes('/context/1001'));
    expect(contextCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer login-token', origem: 'PORTARIA' });
    const session = getSession();
    expect(session.token).toBe('context-token');
    expect(session.user?.nome).toBe('Carlos Eduardo Souza');
    expect(session.condominium).toEqual({ nome: 'Residencial Jardim das Palmeiras', idCondo: 1001, referencia: 4521 });
    expect(isAuthenticated(session)).toBe(true);
  });

  test('porteiro sem cadastro: sessão limpa e aviso "Usuário não encontrado"', async () => {
    mockFetch({
      'GET /api/auth/rbac/account': { body: { additional: { hasLogin: true } } },
      'POST /api/auth/rbac/project/PORTARIA': LOGIN_OK,
      'POST /api/auth/rbac/context/1001': { body: CONTEXT },
      'GET /api/portaria/api/v1/porteiros': { body: { data: [] } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.type(screen.getByLabelText('Senha'), 'Portaria@2024');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.userNotFound })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
