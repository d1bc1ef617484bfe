import { MESSAGES } from '@portaria/shared/messages';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { mockFetch, renderWithProviders } from '../../../test/test-utils';
import { PreRegistrationPage } from './pre-registration-page';

// The real ALTCHA widget runs in the browser journey (e2e/accounts.spec.ts); here a stand-in reports "solved".
vi.mock('./altcha-check', () => ({
  AltchaCheck: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('cGF5bG9hZA==')}>
      Resolver verificação
    </button>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<PreRegistrationPage />, { route: '/pre-cadastro', extraRoutes: { '/': <h1>Login</h1> } });
const next = () => screen.getByRole('button', { name: 'Avançar' });
/** The body of the pre-registration POST (the reference is also looked up on blur, so calls are not counted). */
const postedBody = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;

const fillForm = async (overrides: Partial<Record<'reference' | 'cpf' | 'name' | 'email' | 'phone', string>> = {}) => {
  await userEvent.type(screen.getByLabelText(M.referenceLabel), overrides.reference ?? '4521');
  await userEvent.type(screen.getByLabelText(M.cpfLabel), overrides.cpf ?? '27418596391');
  await userEvent.type(screen.getByLabelText(M.nameLabel), overrides.name ?? 'Rafael Gomes Ferreira');
  await userEvent.click(screen.getByRole('combobox', { name: M.roleLabel }));
  await userEvent.click(await screen.findByRole('option', { name: M.rolePorteiro }));
  if (overrides.email !== '')
    await userEvent.type(screen.getByLabelText(M.emailLabel), overrides.email ?? 'rafael@terceirizada.dev');
  await userEvent.type(screen.getByLabelText(M.phoneLabel), overrides.phone ?? '11976543210');
};

describe('pré-cadastro: referência verificada ao sair do campo', () => {
  test('referência conhecida mostra o nome do condomínio; uma desconhecida é apontada antes de preencher o resto', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/condominios/public/condominium': (url) => {
        const reference = url.searchParams.get('reference')!;
        asked.push(reference);
        return reference === '4521'
          ? { body: { name: 'Residencial Jardim das Palmeiras' } }
          : { status: 404, body: { message: 'não encontrado' } };
      },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText(M.referenceLabel), '4521');
    await userEvent.tab();
    expect(await screen.findByText('Residencial Jardim das Palmeiras')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(M.referenceLabel));
    expect(screen.queryByText('Residencial Jardim das Palmeiras')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(M.referenceLabel), '9999');
    await userEvent.tab();
    expect(await screen.findByText(M.referenceNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText(M.referenceLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual(['4521', '9999']);
  });
});

describe('pré-cadastro: validações', () => {
  test('Avançar com o formulário vazio aponta cada campo obrigatório, menos o e-mail', async () => {
    const fetchSpy = mockFetch({});
    renderPage();
    await userEvent.click(next());
    for (const text of [M.referenceRequired, MESSAGES.cpfRequired, M.nameRequired, M.roleRequired, M.phoneRequired]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText(M.emailInvalid)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('CPF, celular e e-mail inválidos têm mensagens próprias; nome precisa de sobrenome', async () => {
    mockFetch({});
    renderPage();
    await fillForm({ cpf: '27418596392', name: 'Rafael', email: 'rafael@', phone: '1111111111' });
    await userEvent.click(next());
    for (const text of [M.cpfInvalid, M.nameRequired, M.emailInvalid, M.phoneInvalid]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  test('CPF e celular recebem as máscaras; a referência só aceita dígitos', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(M.referenceLabel), '45a21');
    await userEvent.type(screen.getByLabelText(M.cpfLabel), '27418596391');
    await userEvent.type(screen.getByLabelText(M.phoneLabel), '11976543210');
    expect(screen.getByLabelText(M.referenceLabel)).toHaveValue('4521');
    expect(screen.getByLabelText(M.cpfLabel)).toHaveValue('274.185.963-91');
    expect(screen.getByLabelText(M.phoneLabel)).toHaveValue('(11) 97654-3210');
  });
});

describe('pré-cadastro: referência, confirmação e envio', () => {
  test('referência desconhecida (404) é um aviso; outro erro pede para tentar de novo', async () => {
    let status = 404;
    mockFetch({ 'GET /api/condominios/public/condominium': () => ({ status, body: { message: 'x' } }) });
    renderPage();
    await fillForm();
    await userEvent.click(next());
    expect(await screen.findByRole('dialog')).toHaveTextContent(M.referenceNotFound);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    status = 500;
    await userEvent.click(next());
    expect(await screen.findByRole('dialog')).toHaveTextContent(M.referenceCheckError);
  });

  test('a confirmação mostra os dados e só libera o envio com a verificação resolvida', async () => {
    const fetchSpy = mockFetch({
      'GET /api/condominios/public/condominium': { body: { name: 'Residencial Jardim das Palmeiras' } },
      'POST /api/public/precadastro': { status: 201, body: { status: 'PENDENTE' } },
    });
    renderPage();
    await fillForm();
    await userEvent.click(next());
    const dialog = await screen.findByRole('dialog', { name: M.confirmPreRegisterTitle });
    for (const text of [
      '4521 - Residencial Jardim das Palmeiras',
      '274.185.963-91',
      'Rafael Gomes Ferreira',
      M.rolePorteiro,
      'rafael@terceirizada.dev',
      '(11) 97654-3210',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('reference=4521');
    const confirm = within(dialog).getByRole('button', { name: M.confirmPreRegister });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolver verificação' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: M.preRegisterSuccess })).toBeInTheDocument();
    expect(screen.getByText(M.preRegisterSuccessDetail)).toBeInTheDocument();
    expect(JSON.parse(String(postedBody(fetchSpy)))).toEqual({
      condominio: 4521,
      cpf: '27418596391',
      nome: 'Rafael Gomes Ferreira',
      cargo: 'PORTEIRO',
      email: 'rafael@terceirizada.dev',
      telefone: '11976543210',
      altcha: 'cGF5bG9hZA==',
    });
    await userEvent.click(screen.getByRole('button', { name: M.ok }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('sem e-mail, a confirmação diz Não informado e envia null', async () => {
    const fetchSpy = mockFetch({
      'GET /api/condominios/public/condominium': { body: { name: 'Residencial Jardim das Palmeiras' } },
      'POST /api/public/precadastro': { status: 201, body: { status: 'PENDENTE' } },
    });
    renderPage();
    await fillForm({ email: '' });
    await userEvent.click(next());
    const dialog = await screen.findByRole('dialog', { name: M.confirmPreRegisterTitle });
    expect(dialog).toHaveTextContent('Não informado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolver verificação' }));
    await userEvent.click(within(dialog).getByRole('button', { name: M.confirmPreRegister }));
    await screen.findByRole('heading', { name: M.preRegisterSuccess });
    expect(JSON.parse(String(postedBody(fetchSpy))).email).toBeNull();
  });

  test('Voltar e editar fecha a confirmação e mantém o que foi digitado', async () => {
    mockFetch({ 'GET /api/condominios/public/condominium': { body: { name: 'Residencial Jardim das Palmeiras' } } });
    renderPage();
    await fillForm();
    await userEvent.click(next());
    await userEvent.click(await screen.findByRole('button', { name: M.backAndEdit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(M.nameLabel)).toHaveValue('Rafael Gomes Ferreira');
  });

  const failures: Array<[string, number, string, string]> = [
    ['pré-cadastro já pendente vira aviso com a mensagem do servidor', 409, M.preRegisterPending, M.preRegisterPending],
    ['verificação repetida vira aviso com a mensagem do servidor', 400, M.humanCheckReplayed, M.humanCheckReplayed],
    ['erro do servidor mostra a mensagem padrão', 500, 'Erro interno', M.preRegisterError],
  ];
  test.each(failures)('%s', async (_name, status, message, expected) => {
    mockFetch({
      'GET /api/condominios/public/condominium': { body: { name: 'Residencial Jardim das Palmeiras' } },
      'POST /api/public/precadastro': { status, body: { message } },
    });
    renderPage();
    await fillForm();
    await userEvent.click(next());
    const dialog = await screen.findByRole('dialog', { name: M.confirmPreRegisterTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolver verificação' }));
    await userEvent.click(within(dialog).getByRole('button', { name: M.confirmPreRegister }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(expected));
    expect(screen.queryByRole('heading', { name: M.preRegisterSuccess })).not.toBeInTheDocument();
  });
});
