import { useEffect } from 'react';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { useFlowState } from '../../flow/flow-scope';
import type { BlockUnitChoice, BlockUnitSteps } from './use-block-unit-steps';
import { useBlockUnitSteps } from './use-block-unit-steps';
import type { WizardState, WizardStep } from './wizard';
import { useWizard, Wizard } from './wizard';

export type BlockUnitFlow = BlockUnitSteps & {
  wizard: WizardState;
  /** Index of the flow's own step `n` (0 = the first one after the unit). */
  ownStepIndex: (n: number) => number;
};

type StoredPosition = BlockUnitChoice & { step: number };

/**
 * Block (skipped with one block) and unit, then `ownStepCount` steps of the flow; starting over clears the
 * block, the unit and whatever `onReset` clears. With `persist`, the block, unit and step are kept in the open
 * flow's scope, so a page refresh reopens the wizard where it was (issue 28 §6).
 */
export const useBlockUnitFlow = (
  condominium: Pick<Condominium, 'blocos'>,
  ownStepCount: number,
  onReset?: () => void,
  persist?: { as: string; lastOwnStep?: number },
): BlockUnitFlow => {
  const persistAs = persist?.as;
  const [stored, store] = useFlowState<StoredPosition | null>(persistAs ? `wizard:${persistAs}` : null, null);
  const location = useBlockUnitSteps(condominium, stored ?? undefined);
  const wizard = useWizard(location.steps.length + ownStepCount, {
    initialStep: stored?.step ?? 0,
    onReset: () => {
      location.reset();
      onReset?.();
    },
  });
  const blockId = location.block?.idBloco ?? null;
  const unitId = location.unit?.idUnidade ?? null;
  // Steps past `lastOwnStep` hold what only memory has (a confirmation): a refresh reopens the last kept one.
  const lastKept = location.steps.length + (persist?.lastOwnStep ?? ownStepCount - 1);
  const step = Math.min(wizard.activeStep, lastKept);
  useEffect(() => {
    if (persistAs) store({ blockId, unitId, step });
  }, [persistAs, store, blockId, unitId, step]);
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
