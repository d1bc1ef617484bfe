import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { PendingList } from './pending-list';

const parcel = (id: number, destinatario: string) => ({
  id,
  dataChegada: '2026-11-20T13:05:00.000Z',
  categoria: 'PACOTE',
  tamanho: 'MEDIO',
  descricao: null,
  destinatario,
  codigoRastreio: null,
  observacao: null,
  prateleira: null,
  foto: null,
  unidade: { idUnidade: 22, nome: '302', nmBloco: 'Bloco B' },
  status: 'PENDENTE',
  dataRetirada: null,
  moradorRetirada: null,
  nomeMoradorNaoCadastro: null,
});
const page = {
  data: [parcel(71, 'Ana Souza'), parcel(70, 'Bruno Lima')],
  meta: { page: 1, totalPages: 1, totalItems: 2 },
};
const summary = (idCorrespondencia: number, status: string, extra: object = {}) => ({
  idCorrespondencia,
  status,
  moradores: 0,
  pendentes: 0,
  falhas: 0,
  erro: null,
  tentativas: 0,
  ...extra,
});

describe('lista de pendentes com a situação dos avisos', () => {
  test('marca o aviso enviado e o que falhou, com o erro do provedor; Reenviar aviso põe de volta na fila', async () => {
    signInForTest();
    let resent = false;
    const failed = summary(70, 'FALHOU', { falhas: 1, erro: 'provedor de SMS respondeu 500', tentativas: 5 });
    const spy = mockFetch({
      'GET /api/correspondencia': { body: page },
      'GET /api/correspondencia/avisos': () => ({
        body: {
          data: [summary(71, 'ENVIADO', { moradores: 2 }), resent ? summary(70, 'ENVIADO', { moradores: 1 }) : failed],
        },
      }),
      'GET /api/correspondencia/avisos/70': {
        body: {
          status: 'FALHOU',
          moradores: 2,
          pendentes: 0,
          falhas: 1,
          data: [
            {
              id: 1,
              nome: 'Carla Lima',
              canal: 'email',
              status: 'ENVIADO',
              tentativas: 1,
              erro: null,
              enviadoEm: '2026-11-25T10:00:00.000Z',
            },
            {
              id: 2,
              nome: 'Carla Lima',
              canal: 'sms',
              status: 'FALHOU',
              tentativas: 5,
              erro: 'provedor de SMS respondeu 500',
              enviadoEm: null,
            },
          ],
        },
      },
      'POST /api/correspondencia/avisos/70/reenviar': () => {
        resent = true;
        return { status: 202, body: { status: 'ENVIADO', moradores: 1, pendentes: 0, falhas: 0, data: [] } };
      },
    });
    renderWithProviders(<PendingList idUnidade={22} />);
    const ana = (await screen.findByText('Ana Souza')).closest('li')!;
    expect(await within(ana).findByText(NM.sentChip)).toBeInTheDocument();
    const bruno = screen.getByText('Bruno Lima').closest('li')!;
    expect(await within(bruno).findByText(NM.failedChip)).toBeInTheDocument();
    // Each resident's channels replace the summary's words once read: whom the SMS did not reach, and why.
    const recipients = await within(bruno).findByRole('list', { name: NM.recipientsLabel });
    expect(within(recipients).getByRole('listitem')).toHaveTextContent(
      'Carla Lima: e-mail enviado · SMS não enviado após 5 tentativas (provedor de SMS respondeu 500)',
    );
    expect(
      within(bruno).queryByText('Falhou após 5 tentativas: provedor de SMS respondeu 500'),
    ).not.toBeInTheDocument();
    await userEvent.setup().click(within(bruno).getByRole('button', { name: NM.resend }));
    expect(await within(bruno).findByText(NM.sentChip)).toBeInTheDocument();
    expect(within(bruno).queryByRole('button', { name: NM.resend })).not.toBeInTheDocument();
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  test('mostra o último lembrete com a sua entrega; o que falhou diz a quem não chegou e oferece Reenviar aviso', async () => {
    signInForTest();
    const reminderFailed = {
      numero: 2,
      enviadoEm: '2026-11-27T11:00:00.000Z',
      status: 'FALHOU',
      moradores: 0,
      pendentes: 0,
      falhas: 1,
      erro: 'caixa postal cheia',
      tentativas: 5,
    };
    let resent = false;
    mockFetch({
      'GET /api/correspondencia': { body: page },
      'GET /api/correspondencia/avisos': () => ({
        body: {
          data: [
            summary(71, 'ENVIADO', {
              moradores: 2,
              lembrete: { ...reminderFailed, numero: 1, status: 'ENVIADO', falhas: 0, erro: null, tentativas: 1 },
            }),
            summary(70, 'ENVIADO', {
              moradores: 1,
              lembrete: resent ? { ...reminderFailed, status: 'NA_FILA', falhas: 0, erro: null } : reminderFailed,
            }),
          ],
        },
      }),
      'GET /api/correspondencia/avisos/70': {
        body: {
          status: 'ENVIADO',
          moradores: 1,
          pendentes: 0,
          falhas: 0,
          data: [],
          lembretes: [
            {
              ...reminderFailed,
              data: [
                {
                  id: 9,
                  nome: 'Carla Lima',
                  canal: 'email',
                  status: 'FALHOU',
                  tentativas: 5,
                  erro: 'caixa postal cheia',
                  enviadoEm: null,
                },
              ],
            },
          ],
        },
      },
      'POST /api/correspondencia/avisos/70/reenviar': () => {
        resent = true;
        return { status: 202, body: { status: 'ENVIADO', moradores: 1, pendentes: 0, falhas: 0, data: [] } };
      },
    });
    renderWithProviders(<PendingList idUnidade={22} />);
    const ana = (await screen.findByText('Ana Souza')).closest('li')!;
    expect(await within(ana).findByText('Lembrete 1 em 27/11/2026 08:00')).toBeInTheDocument();
    expect(within(ana).getAllByText(NM.sentChip)).toHaveLength(2);
    expect(within(ana).queryByRole('button', { name: NM.resend })).not.toBeInTheDocument();
    const bruno = screen.getByText('Bruno Lima').closest('li')!;
    expect(within(bruno).getByText('Lembrete 2 em 27/11/2026 08:00')).toBeInTheDocument();
    expect(within(bruno).getByText(NM.sentChip)).toBeInTheDocument();
    expect(await within(bruno).findByText(NM.failedChip)).toBeInTheDocument();
    const recipients = await within(bruno).findByRole('list', { name: NM.recipientsLabel });
    expect(recipients).toHaveTextContent('Carla Lima: e-mail não enviado após 5 tentativas (caixa postal cheia)');
    await userEvent.setup().click(within(bruno).getByRole('button', { name: NM.resend }));
    expect(await within(bruno).findByText(NM.queuedChip)).toBeInTheDocument();
    expect(within(bruno).queryByRole('button', { name: NM.resend })).not.toBeInTheDocument();
  });
});
