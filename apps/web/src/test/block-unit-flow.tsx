import type { ReactNode } from 'react';
import type { Block, Condominium, Unit } from '@portaria/shared/condominium/condominium.schemas';
import { useBlockUnitSteps } from '../components/ui/wizard/use-block-unit-steps';
import type { WizardStep } from '../components/ui/wizard/wizard';
import { Wizard, useWizard } from '../components/ui/wizard/wizard';

/** A block with these unit names (unit ids: block id × 100 + position). */
export const block = (idBloco: number, nome: string, units: string[]): Block => ({
  idBloco,
  nome,
  quantidadeUnidades: units.length,
  unidades: units.map((unitName, index) => ({ idUnidade: idBloco * 100 + index, nome: unitName, pessoas: [] })),
});

/** A flow as the features build it: the shared block and unit steps, then a step `dataLabel` showing `data(unit)`. */
type BlockUnitFlowProps = { blocos: Block[]; dataLabel: string; data: (unit: Unit | null) => ReactNode };

export const BlockUnitFlow = ({ blocos, dataLabel, data }: BlockUnitFlowProps) => {
  const location = useBlockUnitSteps({ blocos } satisfies Pick<Condominium, 'blocos'>);
  const steps: WizardStep[] = [
    ...location.steps,
    { id: 'dados', label: dataLabel, content: data(location.unit ?? null) },
  ];
  const wizard = useWizard(steps.length, { onReset: location.reset });
  return (
    <Wizard
      steps={steps}
      activeStep={wizard.activeStep}
      onBack={wizard.back}
      onNext={wizard.next}
      isNextDisabled={!location.canAdvance(wizard.activeStep)}
    />
  );
};
