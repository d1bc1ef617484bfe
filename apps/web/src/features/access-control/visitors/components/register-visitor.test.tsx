import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { weekdayOf, weekdaysInRange } from '@portaria/shared/access-control/visitors.rules';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { ONE_BLOCK, TWO_BLOCKS, page, schedule, visitorRecord } from '../test-fixtures';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { VISITOR_COPY as V } from '../visitors-copy';
import { RegisterVisitor } from './register-visitor';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
const next = () => screen.getByRole('button', { name: V.next });

const start = (condominium = TWO_BLOCKS, handlers: Parameters<typeof mockFetch>[0] = {}) => {
  signInForTest();
  const fetch = mockFetch({
    'GET /api/controleacesso/visitanteunidade/documento': { body: { idVisitanteUnidade: null, idVisitante: null } },
    ...handlers,
  });
  renderWithProviders(<RegisterVisitor condominium={condominium} onExit={vi.fn()} />);
  return { fetch, user: userEvent.setup() };
};

const typeDay = async (user: ReturnType<typeof userEvent.setup>, label: string, day: string) => {
  await user.click(
    within(screen.getByRole('group', { name: new RegExp(`^${label}`) })).getByRole('spinbutton', { name: 'Dia' }),
  );
  await user.keyboard(ddmmyyyy(day));
};

describe('cadastro de visitante/prestador', () => {
  test('com um bloco pula o bloco; prestador do condomínio pula a unidade', async () => {
    const { user } = start(ONE_BLOCK);
    expect(screen.getByRole('heading', { name: V.chooseKind })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.VISITANTE }));
    await user.click(next());
    expect(screen.getByRole('heading', { name: V.chooseUnit })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: V.chooseBlock })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: V.back }));
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.PRESTADOR_CONDOMINIO }));
    await user.click(next());
    expect(screen.getByRole('form', { name: V.newProviderTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: V.chooseUnit })).not.toBeInTheDocument();
  });

  test('o campo único leva "A 102" direto ao formulário da unidade, com a instrução dela acima', async () => {
    const { user, fetch } = start(TWO_BLOCKS, {
      'GET /api/portaria/unidades/12/instrucoes/vigentes': {
        body: {
          data: [
            {
              id: 7,
              idUnidade: 12,
              tipo: 'NAO_PERMITIR_VISITAS',
              texto: 'Ligar antes de liberar qualquer visita.',
              inicio: '2026-01-01',
              fim: null,
              status: 'VIGENTE',
              autor: 'Carlos Eduardo Souza',
              criadaEm: '2026-01-01T12:00:00.000Z',
              encerradaPor: null,
              encerradaEm: null,
            },
          ],
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.VISITANTE }));
    await user.click(next());
    await user.type(screen.getByRole('combobox', { name: DESK_MESSAGES.unitPick.label }), 'A 102{Enter}');
    expect(await screen.findByRole('form', { name: V.newVisitorTitle })).toBeInTheDocument();
    expect(await screen.findByText('Ligar antes de liberar qualquer visita.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/portaria/unidades/12/instrucoes'))).toBe(true);
  });

  test('visitante estrangeiro troca CPF por RNE ou Passaporte, cada um com a sua regra', async () => {
    const { user } = start(ONE_BLOCK);
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.VISITANTE }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: '101' }));
    await user.click(next());
    expect(screen.getByRole('form', { name: V.newVisitorTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^CPF/), '12345678900');
    expect(await screen.findByText(V.cpfInvalid)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('radiogroup', { name: V.foreignVisitor })).getByRole('radio', { name: V.yes }),
    );
    expect(screen.queryByLabelText(/^CPF/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^RNE/), '1234567');
    expect(screen.getByText(V.rneInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Tipo de documento/ }));
    await user.click(screen.getByRole('option', { name: 'Passaporte' }));
    expect(screen.getByLabelText(/^Passaporte/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Passaporte/), 'AB123');
    expect(screen.getByText(V.passportInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Passaporte/), '45');
    expect(screen.queryByText(V.passportInvalid)).not.toBeInTheDocument();
    // Back to the type: a provider cannot be foreign, its form asks for a CPF again.
    await user.click(screen.getByRole('button', { name: V.back }));
    await user.click(screen.getByRole('button', { name: V.back }));
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.PRESTADOR_SERVICO }));
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('form', { name: V.newProviderTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('');
    expect(screen.queryByRole('radiogroup', { name: V.foreignVisitor })).not.toBeInTheDocument();
  });

  test('documento já cadastrado (após 500 ms): CANCELAR segue; VAMOS LÁ abre o registro com Ativos e Anteriores', async () => {
    const record = visitorRecord();
    const { user, fetch } = start(ONE_BLOCK, {
      'GET /api/controleacesso/visitanteunidade/documento': { body: { idVisitanteUnidade: 501, idVisitante: 301 } },
      'GET /api/controleacesso/visitanteunidade': { body: page([record]) },
      'GET /api/controleacesso/autorizarconvidado/agrupada/501': {
        body: {
          ativas: [schedule({ tipoAutorizacao: 'INTERFONAR', inicio: null, fim: null })],
          vencidas: [schedule({ id: 702, inicio: '2024-01-05', fim: '2024-01-05' })],
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.VISITANTE }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: '101' }));
    await user.click(next());
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    const [title, question] = V.alreadyRegistered.split(' ... ');
    const prompt = await screen.findByRole('dialog', { name: title }, { timeout: 3000 });
    expect(within(prompt).getByText(question!)).toBeInTheDocument();
    const lookup = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname.endsWith('/documento'))!;
    expect(Object.fromEntries(lookup.searchParams)).toEqual({
      tipoDocumento: 'CPF',
      numeroDocumento: '52998224725',
      idUnidade: '11',
    });
    await user.click(within(prompt).getByRole('button', { name: V.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: V.newVisitorTitle })).toBeInTheDocument();
    // Typing the number again asks again; VAMOS LÁ opens the record.
    await user.type(screen.getByLabelText(/^CPF/), '{Backspace}5');
    await user.click(
      within(await screen.findByRole('dialog', { name: title }, { timeout: 3000 })).getByRole('button', {
        name: V.letsGo,
      }),
    );
    const detail = await screen.findByRole('dialog', { name: record.visitante.nome });
    expect(within(detail).getByText('CPF 52*******25')).toBeInTheDocument();
    expect(await within(detail).findByRole('heading', { name: V.activeGroup })).toBeInTheDocument();
    expect(within(detail).getByRole('list', { name: V.activeGroup })).toHaveTextContent(V.intercom);
    expect(within(detail).getByRole('list', { name: V.pastGroup })).toHaveTextContent('05/01/2024');
    expect(within(detail).getByRole('button', { name: V.newSchedule })).toBeInTheDocument();
  });

  test('acesso direto recorrente: só dias do período, biometria só com acesso direto; confirma e envia', async () => {
    const today = todayIn(new Date());
    const end = addDays(today, 2);
    const { user, fetch } = start(TWO_BLOCKS, {
      'POST /api/controleacesso/visitantecomautorizacao': {
        status: 201,
        body: { idVisitante: 1, idVisitanteUnidade: 2, idAutorizacao: 3 },
      },
    });
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.VISITANTE }));
    await user.click(next());
    expect(screen.getByRole('heading', { name: V.chooseBlock })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bloco A' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: '102' }));
    await user.click(next());
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Souza');
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    await user.click(screen.getByRole('radio', { name: V.intercom }));
    expect(screen.queryByLabelText(V.biometry)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: V.next })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: V.directAccess }));
    expect(screen.getByLabelText(V.biometry)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: V.next })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: V.recurring }));
    await typeDay(user, V.from, today);
    await typeDay(user, V.until, end);
    const enabled = weekdaysInRange(today, end);
    for (const day of [1, 2, 3, 4, 5, 6, 7] as const) {
      const box = screen.getByRole('checkbox', { name: V.weekdays[day] });
      if (enabled.includes(day)) expect(box).toBeEnabled();
      else expect(box).toBeDisabled();
    }
    await user.click(screen.getByRole('checkbox', { name: V.weekdays[weekdayOf(today)] }));
    await user.click(screen.getByRole('button', { name: V.next }));
    const confirm = screen.getByRole('dialog', { name: V.confirmTitle });
    expect(confirm).toHaveTextContent('Bloco A | 102');
    await user.click(within(confirm).getByRole('button', { name: V.confirmSubmit }));
    expect(await screen.findByRole('heading', { name: V.registered })).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = JSON.parse(String(post[1]!.body));
    expect(body.visitanteUnidade.unidades).toEqual([{ id: 12 }]);
    expect(body.autorizacao).toMatchObject({
      tipoAutorizacao: 'ACESSO_LIBERADO',
      dataDe: today,
      dataAte: end,
      usaBiometriaFacial: false,
      idPorteiro: 1,
    });
    expect(body.autorizacao.recorrencia.itens.map((i: { valorRecorrencia: number }) => i.valorRecorrencia)).toEqual([
      weekdayOf(today),
    ]);
  });

  test('falha ao cadastrar: Falha na solicitação, e Tentar novamente envia de novo', async () => {
    let calls = 0;
    const { user } = start(ONE_BLOCK, {
      'POST /api/controleacesso/visitantecomautorizacao': () =>
        ++calls === 1
          ? { status: 500, body: { message: 'x' } }
          : { status: 201, body: { idVisitante: 1, idVisitanteUnidade: 2, idAutorizacao: 3 } },
    });
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.PRESTADOR_CONDOMINIO }));
    await user.click(next());
    await user.type(screen.getByLabelText(/^Nome/), 'Limpeza Total');
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    await user.click(screen.getByRole('radio', { name: V.intercom }));
    await user.click(screen.getByRole('button', { name: V.next }));
    await user.click(
      within(screen.getByRole('dialog', { name: V.confirmTitle })).getByRole('button', { name: V.confirmSubmit }),
    );
    const failed = await screen.findByRole('dialog', { name: V.requestFailedTitle });
    expect(failed).toHaveTextContent(V.requestFailedText);
    await user.click(within(failed).getByRole('button', { name: V.retry }));
    expect(await screen.findByRole('heading', { name: V.registered })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  test('biometria facial: pede o celular; depois do cadastro oferece o convite, que leva o documento do visitante', async () => {
    const today = todayIn(new Date());
    const { user, fetch } = start(TWO_BLOCKS, {
      'POST /api/controleacesso/visitantecomautorizacao': {
        status: 201,
        body: { idVisitante: 1, idVisitanteUnidade: 2, idAutorizacao: 3 },
      },
      'POST /api/condominos/v1/seventh/convite': {
        body: { link: 'http://x/convite/abc', expiraEm: '2099-01-01T00:00:00' },
      },
    });
    await user.click(screen.getByRole('radio', { name: V.visitanteTipo.VISITANTE }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Bloco B' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: '201' }));
    await user.click(next());
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Souza');
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    await user.click(screen.getByRole('radio', { name: V.directAccess }));
    await user.click(screen.getByRole('radio', { name: V.pontual }));
    await typeDay(user, V.date, today);
    expect(screen.getByRole('button', { name: V.next })).toBeEnabled();
    await user.click(screen.getByLabelText(V.biometry));
    expect(screen.getByRole('button', { name: V.next })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Celular/), '11987654321');
    await user.click(screen.getByRole('button', { name: V.next }));
    await user.click(
      within(screen.getByRole('dialog', { name: V.confirmTitle })).getByRole('button', { name: V.confirmSubmit }),
    );
    await user.click(await screen.findByRole('button', { name: V.sendInvite }));
    const invite = screen.getByRole('dialog', { name: 'Convite para biometria facial' });
    await user.click(within(invite).getByRole('button', { name: 'GERAR LINK' }));
    expect(await screen.findByRole('dialog', { name: 'Link gerado com sucesso!' })).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('/seventh/convite'))!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({
      idUnidade: 21,
      nomeConvidado: 'Ana Souza',
      cpfConvidado: '52998224725',
      telefone: '11987654321',
      tipoEnvio: 'LINK',
      tipoPessoa: 'VISITANTE',
    });
    const saved = JSON.parse(
      String(fetch.mock.calls.find(([url]) => String(url).includes('visitantecomautorizacao'))![1]!.body),
    );
    expect(saved.autorizacao).toMatchObject({
      tipoAutorizacao: 'PONTUAL',
      dataDe: today,
      dataAte: today,
      usaBiometriaFacial: true,
    });
  });
});
