import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { WizardStep } from './wizard';
import { Wizard, useWizard } from './wizard';

const steps: WizardStep[] = [
  { id: 'bloco', label: 'Bloco', content: <p>Escolha do bloco</p> },
  { id: 'unidade', label: 'Unidade', content: <p>Escolha da unidade</p> },
  { id: 'dados', label: 'Dados', content: <p>Formulário do veículo</p> },
];

describe('useWizard', () => {
  test('começa na etapa 0 e avança uma etapa por vez até a contagem de etapas', () => {
    const { result } = renderHook(() => useWizard(2));
    expect(result.current.activeStep).toBe(0);
    expect(result.current.isDone).toBe(false);

    act(() => result.current.next());
    expect(result.current.activeStep).toBe(1);
    act(() => result.current.next());
    expect(result.current.activeStep).toBe(2);
    expect(result.current.isDone).toBe(true);
    act(() => result.current.next());
    expect(result.current.activeStep).toBe(2);
  });

  test('voltar nunca fica abaixo de 0', () => {
    const { result } = renderHook(() => useWizard(3));
    act(() => result.current.back());
    expect(result.current.activeStep).toBe(0);
    act(() => result.current.next());
    act(() => result.current.back());
    act(() => result.current.back());
    expect(result.current.activeStep).toBe(0);
  });

  test('avançar esconde o diálogo de sucesso', () => {
    const { result } = renderHook(() => useWizard(3));
    act(() => result.current.openSuccess());
    expect(result.current.isSuccessOpen).toBe(true);
    act(() => result.current.next());
    expect(result.current.isSuccessOpen).toBe(false);
  });

  test('recomeçar volta à etapa 0 e limpa o fluxo', () => {
    const onReset = vi.fn();
    const { result } = renderHook(() => useWizard(3, { onReset }));
    act(() => result.current.next());
    act(() => result.current.next());
    act(() => result.current.reset());
    expect(result.current.activeStep).toBe(0);
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

const VehicleFlow = ({ onExit }: { onExit?: () => void }) => {
  const wizard = useWizard(steps.length);
  if (wizard.isDone) return <p>Cadastro realizado com sucesso!</p>;
  return (
    <Wizard steps={steps} activeStep={wizard.activeStep} onBack={wizard.back} onNext={wizard.next} onExit={onExit} />
  );
};

describe('Wizard', () => {
  test('mostra o indicador de etapa e o conteúdo da etapa atual', async () => {
    render(<VehicleFlow />);
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(screen.getByText('Escolha do bloco')).toBeInTheDocument();
    expect(screen.queryByText('Escolha da unidade')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.getByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('Escolha da unidade')).toBeInTheDocument();
    expect(screen.getByText('Unidade').closest('[aria-current="step"]')).not.toBeNull();
  });

  test('Voltar fica oculto na primeira etapa e volta uma etapa nas seguintes', async () => {
    render(<VehicleFlow />);
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
  });

  test('na primeira etapa Voltar sai do fluxo quando há saída', async () => {
    const onExit = vi.fn();
    render(<VehicleFlow onExit={onExit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  test('depois da última etapa o fluxo mostra a tela de sucesso', async () => {
    render(<VehicleFlow />);
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.getByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
  });

  test('Avançar desabilitado quando a etapa não está completa', () => {
    render(<Wizard steps={steps} activeStep={1} onBack={vi.fn()} onNext={vi.fn()} isNextDisabled />);
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  });
});

describe('Enter executa a ação principal da etapa', () => {
  const releaseStep = (extra?: ReactNode): WizardStep[] => [
    {
      id: 'itens',
      label: 'Itens',
      content: (
        <div>
          <label>
            <input type="checkbox" /> Cód.12 - PACOTE
          </label>
          <input aria-label="Código" />
          <input type="search" aria-label="Buscar itens" />
          <textarea aria-label="Observação" />
          <button type="button">Liberar por código</button>
          {extra}
        </div>
      ),
    },
  ];

  test('numa caixa marcada ou num campo de texto da etapa, Enter aciona o botão principal', async () => {
    const onNext = vi.fn();
    render(<Wizard steps={releaseStep()} activeStep={0} onBack={vi.fn()} onNext={onNext} nextLabel="Liberar" />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Cód\.12/ }));
    await userEvent.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Código' }), '12{Enter}');
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  test('Enter não age com o botão principal desabilitado, numa busca, num texto longo, num botão ou com Shift', async () => {
    const onNext = vi.fn();
    const onOther = vi.fn();
    const { rerender } = render(
      <Wizard steps={releaseStep()} activeStep={0} onBack={vi.fn()} onNext={onNext} isNextDisabled />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Código' }), '12{Enter}');
    rerender(
      <Wizard
        steps={releaseStep(
          <button type="button" onClick={onOther}>
            Outra ação
          </button>,
        )}
        activeStep={0}
        onBack={vi.fn()}
        onNext={onNext}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar itens' }), 'ana{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Observação' }), 'linha{Enter}');
    screen.getByRole('button', { name: 'Outra ação' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOther).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Código' }), '{Shift>}{Enter}{/Shift}');
    expect(onNext).not.toHaveBeenCalled();
  });

  test('uma etapa com as próprias ações (um formulário) decide o próprio Enter', async () => {
    const onNext = vi.fn();
    const own: WizardStep[] = [
      { id: 'dados', label: 'Dados', hasOwnActions: true, content: <input aria-label="Nome" /> },
    ];
    render(<Wizard steps={own} activeStep={0} onBack={vi.fn()} onNext={onNext} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana{Enter}');
    expect(onNext).not.toHaveBeenCalled();
  });
});
