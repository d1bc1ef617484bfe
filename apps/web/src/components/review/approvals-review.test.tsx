import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../test/test-utils';
import { ApprovalsReview, type ApprovalsCopy, type Decision } from './approvals-review';
import { ReviewFacts } from './review-facts';

afterEach(() => vi.unstubAllGlobals());

type Request = { id: number; nome: string; unidade: string };
const ANA: Request = { id: 1, nome: 'Ana Souza', unidade: 'Bloco A | 101' };
const COPY: ApprovalsCopy<Request> = {
  listLabel: 'Pedidos',
  loadError: 'Falhou a lista',
  approve: 'Aprovar',
  reject: 'Recusar',
  approveTitle: 'Aprovar pedido',
  rejectTitle: 'Recusar pedido',
  question: (item, decision) => `${decision === 'approve' ? 'Aprovar' : 'Recusar'} ${item.nome}?`,
  note: 'O resultado vai por e-mail.',
  decided: (item, decision) => `${item.nome}: ${decision}`,
};

/** The status line (MUI's Alert, role status): its severity shows in its icon. */
const statusWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="status"]')!;

/** One kind of request backed by a list the test changes; `decide` answers as the test says. */
const Harness = ({
  decide,
  rows,
}: {
  decide: (item: Request, decision: Decision) => Promise<unknown>;
  rows: () => Request[];
}) => {
  const [reads, setReads] = useState(0);
  const query = useQuery({ queryKey: ['requests'], queryFn: async () => (setReads((n) => n + 1), rows()) });
  return (
    <>
      <span data-testid="reads">{reads}</span>
      <ApprovalsReview
        query={query}
        copy={COPY}
        nameOf={(item) => item.nome}
        renderFacts={(item) => <ReviewFacts>{item.unidade}</ReviewFacts>}
        decide={decide}
        listKey={['requests']}
        empty={<p>Nada pendente</p>}
      />
    </>
  );
};

describe('aprovações (um mecanismo para os pedidos do síndico)', () => {
  test('linha com nome e as colunas do tipo; cancelar não decide; confirmar decide, mostra o status e lê a lista de novo', async () => {
    let rows = [ANA];
    const decide = vi.fn(async () => {
      rows = [];
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness decide={decide} rows={() => rows} />);
    const row = await screen.findByRole('listitem', { name: ANA.nome });
    expect(within(screen.getByRole('list', { name: COPY.listLabel })).getAllByRole('listitem')).toHaveLength(1);
    expect(row).toHaveTextContent(ANA.unidade);
    await user.click(within(row).getByRole('button', { name: COPY.reject }));
    const ask = await screen.findByRole('dialog', { name: COPY.rejectTitle });
    expect(ask).toHaveTextContent(`Recusar ${ANA.nome}?`);
    expect(ask).toHaveTextContent(COPY.note!);
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(decide).not.toHaveBeenCalled();
    await user.click(await within(row).findByRole('button', { name: COPY.approve }, { timeout: 5000 }));
    await user.click(
      within(await screen.findByRole('dialog', { name: COPY.approveTitle })).getByRole('button', {
        name: COPY.approve,
      }),
    );
    expect(within(await statusWith(`${ANA.nome}: approve`)).getByTestId('SuccessOutlinedIcon')).toBeInTheDocument();
    expect(decide).toHaveBeenCalledWith(ANA, 'approve');
    expect(await screen.findByText('Nada pendente')).toBeInTheDocument();
    expect(screen.getByTestId('reads')).toHaveTextContent('2');
  });

  test('recusa do servidor (409) avisa com as palavras dele; falha nossa (500) é erro; a lista é lida de novo nos dois casos', async () => {
    const decide = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'Já decidido por outra pessoa.'))
      .mockRejectedValueOnce(new ApiError(500, 'Erro interno'));
    const user = userEvent.setup();
    renderWithProviders(<Harness decide={decide} rows={() => [ANA]} />);
    const approveOnce = async () => {
      await user.click(
        await within(await screen.findByRole('listitem', { name: ANA.nome })).findByRole(
          'button',
          { name: COPY.approve },
          { timeout: 5000 },
        ),
      );
      await user.click(
        within(await screen.findByRole('dialog', { name: COPY.approveTitle })).getByRole('button', {
          name: COPY.approve,
        }),
      );
    };
    await approveOnce();
    expect(
      within(await statusWith('Já decidido por outra pessoa.')).getByTestId('ReportProblemOutlinedIcon'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reads')).toHaveTextContent('2'));
    await approveOnce();
    expect(within(await statusWith('Erro interno')).getByTestId('ErrorOutlineIcon')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reads')).toHaveTextContent('3'));
  });
});
