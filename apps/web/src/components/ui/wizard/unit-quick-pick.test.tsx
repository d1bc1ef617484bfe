import { describe, expect, test, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { block } from '../../../test/block-unit-flow';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { BlockUnitWizard, useBlockUnitFlow } from './block-unit-wizard';

const M = DESK_MESSAGES.unitPick;
const BLOCKS: Block[] = [block(1, 'Bloco A', ['101', '1204']), block(2, 'Bloco B', ['101', '1204'])];

/** A flow as the features build it on the shared wizard; `onNext` counts each Avançar the flow runs. */
const Flow = ({ blocks, onNext }: { blocks: Block[]; onNext: (step: number) => void }) => {
  const flow = useBlockUnitFlow({ blocos: blocks }, 1);
  return (
    <BlockUnitWizard
      flow={flow}
      steps={[{ id: 'dados', label: 'Dados', content: <p>Dados de {flow.unit?.nome}</p> }]}
      onExit={vi.fn()}
      onNext={() => {
        onNext(flow.wizard.activeStep);
        flow.wizard.next();
      }}
    />
  );
};

const start = (blocks = BLOCKS) => {
  signInForTest();
  const asked: string[] = [];
  mockFetch({
    'GET /api/portaria/busca': (url) => {
      asked.push(url.searchParams.get('q') ?? '');
      return {
        body: {
          unidades: [],
          pessoas: [
            {
              idUnidade: 201,
              unidade: '1204',
              nmBloco: 'Bloco B',
              tipo: 'MORADOR',
              id: 9,
              nome: 'Helena Duarte',
              cpf: '***.982.247-**',
              perfil: 'Proprietário',
            },
          ],
        },
      };
    },
  });
  const onNext = vi.fn();
  renderWithProviders(<Flow blocks={blocks} onNext={onNext} />);
  return { asked, onNext, user: userEvent.setup() };
};

const field = () => screen.getByRole('combobox', { name: M.label });

describe('a unidade num campo só (issue 32 item 5)', () => {
  test('"b 1204" e Enter: a unidade do Bloco B, passando pelas etapas de bloco e unidade com o Avançar do fluxo', async () => {
    const { user, onNext, asked } = start();
    await user.type(field(), 'b 1204');
    const options = within(screen.getByRole('listbox', { name: M.suggestions })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bloco B · 1204']);
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Dados de 1204')).toBeInTheDocument();
    expect(screen.getByText('Etapa 3 de 3')).toBeInTheDocument();
    // The flow's own Avançar ran on the block step and on the unit step.
    expect(onNext.mock.calls.map(([step]) => step)).toEqual([0, 1]);
    // A unit alone is answered by the tree: the server is not asked.
    expect(asked).toEqual([]);
  });

  test('as setas escolhem entre as sugestões: "101" tem uma em cada bloco', async () => {
    const { user } = start();
    await user.type(field(), '101');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Dados de 101')).toBeInTheDocument();
    expect(screen.getByText(/Etapa 3 de 3/)).toBeInTheDocument();
  });

  test('o nome de um morador: Enter antes da resposta espera por ela e vai à unidade dele', async () => {
    const { user, asked } = start();
    await user.type(field(), 'helena{Enter}');
    expect(await screen.findByText('Dados de 1204')).toBeInTheDocument();
    expect(asked).toEqual(['helena']);
  });

  test('texto sem unidade diz que não há, e as listas continuam abaixo', async () => {
    const { user } = start();
    await user.type(field(), 'z 999');
    expect(screen.getByText(M.none)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Selecione o bloco:' })).toBeInTheDocument();
  });

  test('um bloco só: o campo encabeça a etapa da unidade, sem o filtro; "102" e Enter vão aos dados', async () => {
    const { user } = start([block(1, 'Único', ['101', '102'])]);
    expect(screen.getByText('Etapa 1 de 2')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Filtrar unidades' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Selecione a unidade:' })).toBeInTheDocument();
    await user.type(field(), '102');
    expect(within(screen.getByRole('listbox', { name: M.suggestions })).getByRole('option')).toHaveTextContent(
      'Único · 102',
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Dados de 102')).toBeInTheDocument();
    expect(screen.getByText('Etapa 2 de 2')).toBeInTheDocument();
  });

  test('vazio, o campo oferece a última unidade do turno; Enter a escolhe', async () => {
    const first = start();
    await first.user.type(field(), 'a 101{Enter}');
    expect(await screen.findByText('Dados de 101')).toBeInTheDocument();
    cleanup();
    const { user } = start();
    const option = within(screen.getByRole('listbox', { name: M.suggestions })).getByRole('option');
    expect(option).toHaveTextContent('Bloco A · 101');
    expect(option).toHaveTextContent(M.last);
    await user.click(field());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Dados de 101')).toBeInTheDocument();
  });
});
