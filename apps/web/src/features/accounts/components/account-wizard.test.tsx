import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import type { CpfOutcome, TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { fill } from '@portaria/shared/text';
import { mockFetch, renderWithProviders } from '../../../test/test-utils';
import { AccountWizard } from './account-wizard';
import { cpfAnswer, SENT, VALID } from './account-wizard.test-helpers';

afterEach(() => vi.unstubAllGlobals());

const renderWizard = (purpose: TwoFactorPurpose) => renderWithProviders(<AccountWizard purpose={purpose} />);
const next = () => screen.getByRole('button', { name: 'Avançar' });

const typeCpf = async (cpf = '39053344705') => {
  await userEvent.type(screen.getByLabelText('CPF'), cpf);
  await userEvent.click(next());
};

describe('etapa do CPF', () => {
  test('CPF com dígito errado não consulta o servidor e pede para conferir', async () => {
    const fetchSpy = mockFetch({});
    renderWizard('registration');
    await typeCpf('39053344706');
    expect(screen.getByText(M.cpfCheckInvalid)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('Avançar só habilita com os 11 dígitos do CPF', async () => {
    renderWizard('registration');
    expect(next()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('CPF'), '3905334470');
    expect(next()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('CPF'), '5');
    expect(next()).toBeEnabled();
    expect(screen.getByLabelText('CPF')).toHaveValue('390.533.447-05');
  });

  const outcomes: Array<[string, TwoFactorPurpose, CpfOutcome, string]> = [
    [
      'síndico no cadastro é mandado usar a senha do portal',
      'registration',
      'SYNDIC_USE_PORTAL',
      M.syndicUsePortalPassword,
    ],
    [
      'CPF com login no cadastro mostra CPF já cadastrado',
      'registration',
      'ALREADY_REGISTERED',
      M.cpfAlreadyRegistered,
    ],
    ['recuperação sem login mostra usuário não cadastrado', 'recovery', 'NOT_REGISTERED', M.userNotRegistered],
    ['CPF sem nenhum papel mostra que não foi localizado', 'registration', 'NOT_FOUND', M.cpfNotFound],
    ['porteiro sem telefone é mandado ao suporte', 'recovery', 'NO_PHONE', M.phoneNotFound],
  ];
  test.each(outcomes)('%s', async (_name, purpose, outcome, text) => {
    const fetchSpy = mockFetch({ 'POST /api/token/auth': cpfAnswer(outcome) });
    renderWizard(purpose);
    await typeCpf();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
      document: '39053344705',
      identifierKey: 'PORTARIA',
      purpose,
    });
    // the wizard stays on the CPF
    expect(screen.getByLabelText('CPF')).toBeInTheDocument();
  });

  test('síndico na recuperação: o título diz para usar a senha do portal, não CPF já cadastrado; a mensagem é a do spec', async () => {
    mockFetch({ 'POST /api/token/auth': cpfAnswer('SYNDIC_USE_PORTAL') });
    renderWizard('recovery');
    await typeCpf();
    const dialog = await screen.findByRole('dialog', { name: new RegExp(M.syndicRecoveryTitle) });
    expect(dialog).toHaveTextContent(M.syndicUsePortalPassword);
    expect(dialog).not.toHaveTextContent(M.cpfAlreadyRegistered);
  });

  test('na recuperação, porteiro ainda sem senha recebe o caminho para o cadastro', async () => {
    mockFetch({ 'POST /api/token/auth': cpfAnswer('NOT_REGISTERED') });
    renderWizard('recovery');
    await typeCpf();
    await userEvent.click(await screen.findByRole('button', { name: M.goToRegistration }));
    expect(screen.getByTestId('location')).toHaveTextContent('/criar-conta');
  });

  test('porteiro com telefone segue para a escolha do telefone mascarado', async () => {
    mockFetch({ 'POST /api/token/auth': cpfAnswer('PROCEED') });
    renderWizard('registration');
    await typeCpf();
    expect(await screen.findByRole('radio', { name: '(11) *****-5678' })).toBeInTheDocument();
    expect(screen.getByText('Etapa 2 de 4')).toBeInTheDocument();
  });
});

describe('etapa do telefone', () => {
  const reachPhoneStep = async (contacts: Array<{ key: string; value: string }>) => {
    const fetchSpy = mockFetch({
      'POST /api/token/auth': cpfAnswer('PROCEED', { smsContacts: contacts }),
      'POST /api/token/generation': SENT,
    });
    renderWizard('registration');
    await typeCpf();
    await screen.findByText(M.choosePhone);
    return fetchSpy;
  };

  test('com dois telefones, Avançar espera a escolha e envia a chave escolhida', async () => {
    const fetchSpy = await reachPhoneStep([
      { key: 'a', value: '(11) *****-5678' },
      { key: 'b', value: '(21) *****-1111' },
    ]);
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '(21) *****-1111' }));
    await userEvent.click(next());
    await screen.findByText('Enviamos um código de 6 dígitos por SMS para (11) *****-5678.');
    const body = JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body));
    expect(body).toEqual({ hashToken: 'run-1', hashDevice: null, contactKey: 'b' });
  });

  test('outro número só habilita Avançar com um celular completo e vai sem máscara', async () => {
    const fetchSpy = await reachPhoneStep([{ key: 'a', value: '(11) *****-5678' }]);
    await userEvent.click(screen.getByRole('radio', { name: M.otherPhone }));
    expect(next()).toBeDisabled();
    const phone = screen.getByLabelText(M.phoneLabel);
    await userEvent.type(phone, '1198234567');
    expect(next()).toBeDisabled();
    await userEvent.type(phone, '8');
    expect(phone).toHaveValue('(11) 98234-5678');
    await userEvent.click(next());
    await screen.findByText(/Enviamos um código/);
    expect(JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body))).toMatchObject({ phone: '11982345678' });
  });

  test('outro número inválido diz por quê ao sair do campo, não só desabilita Avançar', async () => {
    await reachPhoneStep([{ key: 'a', value: '(11) *****-5678' }]);
    await userEvent.click(screen.getByRole('radio', { name: M.otherPhone }));
    const phone = screen.getByLabelText(M.phoneLabel);
    await userEvent.type(phone, '119823');
    expect(screen.queryByText(M.otherPhoneInvalid)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(M.otherPhoneInvalid);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(next()).toBeDisabled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '11982345678');
    expect(screen.queryByText(M.otherPhoneInvalid)).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  test('número que não é do CPF mostra a resposta do servidor e fica na etapa', async () => {
    mockFetch({
      'POST /api/token/auth': cpfAnswer('PROCEED'),
      'POST /api/token/generation': { status: 400, body: { message: M.phoneNotFound } },
    });
    renderWizard('recovery');
    await typeCpf();
    await userEvent.click(await screen.findByRole('radio', { name: M.otherPhone }));
    await userEvent.type(screen.getByLabelText(M.phoneLabel), '11999998888');
    await userEvent.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.phoneNotFound);
    expect(screen.getByText('Etapa 2 de 4')).toBeInTheDocument();
  });
});

describe('troca de telefone (número fora do cadastro)', () => {
  test('o passo diz em pt-BR que o síndico precisa aprovar, não avança, e segue para o código quando aprovado', async () => {
    const pending = {
      status: 'PENDING_APPROVAL',
      to: '(21) *****-5432',
      message: fill(M.phoneChangePending, { phone: '(21) *****-5432' }),
    };
    let isApproved = false;
    const fetchSpy = mockFetch({
      'POST /api/token/auth': cpfAnswer('PROCEED'),
      'POST /api/token/generation': () =>
        isApproved ? { body: { ...SENT.body, to: '(21) *****-5432' } } : { status: 202, body: pending },
    });
    renderWizard('recovery');
    await typeCpf();
    await userEvent.click(await screen.findByRole('radio', { name: M.otherPhone }));
    expect(screen.getByText(/só recebe o código depois da aprovação do síndico/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(M.phoneLabel), '21998765432');
    await userEvent.click(next());
    const status = (await screen.findByText(new RegExp(M.phoneChangeWaiting.slice(0, 30)))).closest(
      '[role=status]',
    ) as HTMLElement;
    expect(status).toHaveTextContent(pending.message);
    expect(status).toHaveTextContent(M.phoneChangeWaiting);
    expect(screen.getByText('Etapa 2 de 4')).toBeInTheDocument();
    isApproved = true;
    await userEvent.click(next());
    expect(
      await screen.findByText(/Enviamos um código de 6 dígitos por SMS para \(21\) \*{5}-5432/),
    ).toBeInTheDocument();
    const bodies = fetchSpy.mock.calls
      .filter(([url]) => String(url).endsWith('/token/generation'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.every((b) => b.phone === '21998765432')).toBe(true);
  });
});

describe('etapa do código', () => {
  const reachCodeStep = async (validation: { status?: number; body?: unknown }) => {
    const fetchSpy = mockFetch({
      'POST /api/token/auth': cpfAnswer('PROCEED'),
      'POST /api/token/generation': SENT,
      'POST /api/token/validation': validation,
    });
    renderWizard('registration');
    await typeCpf();
    await userEvent.click(await screen.findByRole('radio', { name: '(11) *****-5678' }));
    await userEvent.click(next());
    await screen.findByText(/Enviamos um código/);
    return fetchSpy;
  };

  test('o sexto dígito valida sozinho e o código certo libera Avançar para a senha', async () => {
    const fetchSpy = await reachCodeStep(VALID);
    expect(next()).toBeDisabled();
    await userEvent.keyboard('48291');
    expect(next()).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('3');
    expect(await screen.findByText(/Código confirmado/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchSpy.mock.calls[2]?.[1]?.body))).toEqual({ tokenValue: '482913', hashToken: 'run-1' });
    await userEvent.click(next());
    expect(screen.getByLabelText(M.passwordLabel)).toBeInTheDocument();
  });

  test('código errado mostra Código inválido com a dica do bloqueio de SMS', async () => {
    await reachCodeStep({ status: 400, body: { message: M.codeInvalid } });
    await userEvent.keyboard('000000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.codeInvalid);
    expect(alert).toHaveTextContent(M.codeInvalidHint);
    // the boxes are emptied for the next try, with the cursor back in the first one
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(screen.getByLabelText('Dígito 1 de 6')).toHaveFocus();
    expect(next()).toBeDisabled();
    // the next digit clears the mark, and a new sixth digit validates again on its own
    const fetchSpy = vi.mocked(fetch);
    await userEvent.keyboard('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('23457');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(4));
    expect(JSON.parse(String(fetchSpy.mock.calls[3]?.[1]?.body))).toMatchObject({ tokenValue: '123457' });
  });

  test('código vencido mostra a mensagem do servidor, sem a dica', async () => {
    await reachCodeStep({ status: 410, body: { message: M.codeExpired } });
    await userEvent.keyboard('123456');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.codeExpired);
    expect(alert).not.toHaveTextContent(M.codeInvalidHint);
  });

  test('verificação vencida leva a recomeçar pelo CPF', async () => {
    await reachCodeStep({ status: 401, body: { message: M.verificationExpired } });
    await userEvent.keyboard('123456');
    await userEvent.click(await screen.findByRole('button', { name: 'Recomeçar' }));
    await waitFor(() => expect(screen.getByLabelText('CPF')).toBeInTheDocument());
    expect(screen.getByText('Etapa 1 de 4')).toBeInTheDocument();
  });
});
