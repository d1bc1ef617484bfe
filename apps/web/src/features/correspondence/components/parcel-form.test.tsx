import { describe, expect, test, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { renderWithProviders } from '../../../test/test-utils';

// Typing through user-event is slow on a shared 2-core machine.
import { ParcelForm } from './parcel-form';

/** A clock the scanner reads: each key press moves it by `gap` ms (a scanner: ~5 ms, a person: 200 ms). */
const keyClock = () => {
  let at = 0;
  let gap = 200;
  return {
    now: () => (at += gap),
    // A scanner starts after a pause, then sends every key within a few ms.
    fast: () => {
      at += 1000;
      gap = 5;
    },
    slow: () => {
      gap = 200;
    },
    /** From the next key on, `ms` between keys, with no pause first (a person who speeds up mid-code). */
    gap: (ms: number) => {
      gap = ms;
    },
  };
};

const setup = () => {
  const onSubmit = vi.fn();
  const clock = keyClock();
  const user = userEvent.setup();
  renderWithProviders(<ParcelForm onSubmit={onSubmit} now={clock.now} />);
  const submit = () => screen.getByRole('button', { name: M.submitRegister });
  return { onSubmit, clock, user, submit };
};

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/Destinatário/), 'Ana Souza');
  await user.click(screen.getByRole('radio', { name: 'PACOTE' }));
  await user.click(screen.getByRole('radio', { name: 'Médio' }));
};

describe('formulário de cadastro de correspondência', () => {
  test('a categoria e o tamanho da última encomenda do turno vêm escolhidos; o destinatário vem da busca', async () => {
    const first = setup();
    expect(screen.getByRole('radio', { name: 'PACOTE' })).toHaveAttribute('aria-checked', 'false');
    await fillRequired(first.user);
    await first.user.click(first.submit());
    await waitFor(() => expect(first.onSubmit).toHaveBeenCalledTimes(1));
    cleanup();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ParcelForm onSubmit={onSubmit} initialRecipient="Helena Duarte Fonseca" />);
    expect(screen.getByLabelText(/Destinatário/)).toHaveValue('Helena Duarte Fonseca');
    expect(screen.getByRole('radio', { name: 'PACOTE' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Médio' })).toHaveAttribute('aria-checked', 'true');
    // Enter in the recipient sends it: one key after the quick action.
    await user.type(screen.getByLabelText(/Destinatário/), '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ destinatario: 'Helena Duarte Fonseca', tamanho: 'MEDIO' });
    sessionStorage.clear();
  });

  test('Finalizar Cadastro só habilita com destinatário, categoria e tamanho', async () => {
    const { user, submit, onSubmit } = setup();
    expect(screen.getByRole('heading', { name: M.formTitle })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Destinatário/), 'Ana Souza');
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'PACOTE' }));
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Médio' }));
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      destinatario: 'Ana Souza',
      categoria: 'PACOTE',
      tamanho: 'MEDIO',
      descricao: null,
      codigoRastreio: null,
    });
  });

  test('destinatário para em 35, rastreio em 50 (maiúsculas) e observações em 256 caracteres', async () => {
    const { user } = setup();
    const destinatario = screen.getByLabelText(/Destinatário/);
    await user.type(destinatario, 'x'.repeat(40));
    expect(destinatario).toHaveValue('x'.repeat(35));
    const rastreio = screen.getByLabelText(M.codigoRastreio);
    await user.type(rastreio, 'br123'.repeat(11));
    expect(rastreio).toHaveValue('BR123'.repeat(10));
    const observacao = screen.getByLabelText(M.observacao);
    await user.click(observacao);
    await user.paste('o'.repeat(300));
    expect(observacao).toHaveValue('o'.repeat(256));
  });

  test('descrição acima de 80 caracteres mostra a mensagem do sistema e bloqueia o envio', async () => {
    const { user, submit } = setup();
    await fillRequired(user);
    const descricao = screen.getByLabelText(M.descricao);
    await user.click(descricao);
    await user.paste('d'.repeat(81));
    expect(screen.getByText(M.descricaoTooLong)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(descricao, '{Backspace}');
    expect(screen.queryByText(M.descricaoTooLong)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  test('leitor de código de barras: código rápido com Enter preenche o rastreio e não envia', async () => {
    const { user, clock, onSubmit } = setup();
    await fillRequired(user);
    const rastreio = screen.getByLabelText(M.codigoRastreio);
    await user.click(rastreio);
    clock.fast();
    await user.keyboard('qb123456789br{Enter}');
    expect(rastreio).toHaveValue('QB123456789BR');
    expect(screen.getByLabelText(M.observacao)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('leitura feita com o foco no destinatário vai para o rastreio; Enter digitado por pessoa envia', async () => {
    const { user, clock, onSubmit } = setup();
    await fillRequired(user);
    const destinatario = screen.getByLabelText(/Destinatário/);
    await user.click(destinatario);
    clock.fast();
    await user.keyboard('LB987654321HK{Enter}');
    expect(destinatario).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(M.codigoRastreio)).toHaveValue('LB987654321HK');
    expect(onSubmit).not.toHaveBeenCalled();
    // The same Enter pressed by a person in the same field submits: the rule above is what held it back.
    clock.slow();
    await user.click(destinatario);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ destinatario: 'Ana Souza', codigoRastreio: 'LB987654321HK' });
  });

  describe('código digitado no próprio rastreio fica inteiro', () => {
    const typeCode = async (pace: 'devagar e depois rápido' | 'todo rápido' | 'todo devagar') => {
      const { user, clock, onSubmit } = setup();
      await fillRequired(user);
      await user.click(screen.getByLabelText(M.codigoRastreio));
      if (pace === 'todo rápido') clock.fast();
      // The case: 200, 200, 200 ms for the first keys, then 5 ms per key.
      if (pace === 'devagar e depois rápido') {
        await user.keyboard('qb1');
        clock.gap(5);
        await user.keyboard('23456789br{Enter}');
      } else {
        await user.keyboard('qb123456789br{Enter}');
      }
      return { onSubmit };
    };

    test.each(['devagar e depois rápido', 'todo rápido', 'todo devagar'] as const)(
      '%s: Enter não envia',
      async (pace) => {
        const { onSubmit } = await typeCode(pace);
        expect(screen.getByLabelText(M.codigoRastreio)).toHaveValue('QB123456789BR');
        expect(onSubmit).not.toHaveBeenCalled();
      },
    );
  });

  test('Enter no rastreio digitado devagar também não envia o formulário', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText(M.codigoRastreio), 'AB12{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('foto da correspondência', () => {
  const pick = async (user: ReturnType<typeof userEvent.setup>, file: File) =>
    user.upload(screen.getByTestId('photo-file-input'), file);

  test('recusa tipo não suportado e arquivo acima de 10MB; aceita png e envia junto', async () => {
    const { user, onSubmit, submit } = setup();
    await fillRequired(user);
    const userNoFilter = userEvent.setup({ applyAccept: false });
    await pick(userNoFilter, new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.fileTypeRejected);
    await pick(userNoFilter, new File(['x'], 'foto.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.fileTypeRejected);
    const big = new File(['x'], 'grande.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await pick(user, big);
    expect(screen.getByRole('alert')).toHaveTextContent(M.fileTooLarge);
    expect(screen.queryByText(/Foto anexada/)).not.toBeInTheDocument();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'caixa.png', { type: 'image/png' });
    await pick(user, png);
    expect(await screen.findByText('Foto anexada: caixa.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toBe(png);
  });

  test('um PDF renomeado para .png é recusado ao ser escolhido, pelos primeiros bytes, ao lado do campo', async () => {
    const { user } = setup();
    await pick(user, new File(['%PDF-1.7 relatório'], 'caixa.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.fileTypeRejected);
    expect(screen.getByRole('group', { name: M.attachPhoto })).toContainElement(alert);
    expect(screen.queryByText(/Foto anexada/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('nome de arquivo longo demais é removido com aviso (nome cortado em 15 caracteres)', async () => {
    const { user } = setup();
    const name = `${'a'.repeat(120)}.jpg`;
    await pick(user, new File(['x'], name, { type: 'image/jpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O arquivo aaaaaaaaaaaaaaa... tem o nome muito longo e foi removido. Renomeie e anexe novamente.',
    );
    expect(screen.queryByText(/Foto anexada/)).not.toBeInTheDocument();
  });
});

describe('local na prateleira', () => {
  test('opcional, em maiúsculas, até 20 caracteres, e vai no cadastro', async () => {
    const { user, submit, onSubmit } = setup();
    await fillRequired(user);
    const prateleira = screen.getByLabelText(M.prateleira);
    await user.type(prateleira, 'armário 2 fundo esquerdo');
    expect(prateleira).toHaveValue('ARMÁRIO 2 FUNDO ESQU');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ prateleira: 'ARMÁRIO 2 FUNDO ESQU' });
  });

  test('etiqueta da prateleira lida pelo leitor fica no campo e o Enter não envia', async () => {
    const { user, clock, onSubmit } = setup();
    await fillRequired(user);
    const prateleira = screen.getByLabelText(M.prateleira);
    await user.click(prateleira);
    clock.fast();
    await user.keyboard('p3-a12{Enter}');
    expect(prateleira).toHaveValue('P3-A12');
    expect(screen.getByLabelText(M.codigoRastreio)).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
    clock.slow();
    await user.click(prateleira);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
