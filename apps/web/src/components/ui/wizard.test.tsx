import { act, render, renderHook, screen } from '@testing-library/react';
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
  return <Wizard steps={steps} activeStep={wizard.activeStep} onBack={wizard.back} onNext={wizard.next} onExit={onExit} />;
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
