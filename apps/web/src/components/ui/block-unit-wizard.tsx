import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { BlockUnitSteps } from './use-block-unit-steps';
import { useBlockUnitSteps } from './use-block-unit-steps';
import type { WizardState, WizardStep } from './wizard';
import { useWizard, Wizard } from './wizard';

export type BlockUnitFlow = BlockUnitSteps & {
  wizard: WizardState;
  /** Index of the flow's own step `n` (0 = the first one after the unit). */
  ownStepIndex: (n: number) => number;
};

/**
 * Block (skipped with one block) and unit, then `ownStepCount` steps of the flow; starting over clears the
 * block, the unit and whatever `onReset` clears.
 */
export const useBlockUnitFlow = (
  condominium: Pick<Condominium, 'blocos'>,
  ownStepCount: number,
  onReset?: () => void,
): BlockUnitFlow => {
  const location = useBlockUnitSteps(condominium);
  const wizard = useWizard(location.steps.length + ownStepCount, {
    onReset: () => {
      location.reset();
      onReset?.();
    },
  });
  return { ...location, wizard, ownStepIndex: (n) => location.steps.length + n };
};

type BlockUnitWizardProps = {
  flow: BlockUnitFlow;
  /** The flow's own steps, after block and unit. */
  steps: WizardStep[];
  onExit: () => void;
  /** Default: the next step. */
  onNext?: () => void;
  /** Default: Avançar waits for the block and the unit to be chosen. */
  isNextDisabled?: boolean;
  nextLabel?: string;
};

/** The wizard of every flow that starts by choosing a unit (spec 02 §2). */
export const BlockUnitWizard = ({ flow, steps, onExit, onNext, isNextDisabled, nextLabel }: BlockUnitWizardProps) => (
  <Wizard
    steps={[...flow.steps, ...steps]}
    activeStep={flow.wizard.activeStep}
    onBack={flow.wizard.back}
    onExit={onExit}
    onNext={onNext ?? flow.wizard.next}
    isNextDisabled={isNextDisabled ?? !flow.canAdvance(flow.wizard.activeStep)}
    nextLabel={nextLabel}
  />
);
