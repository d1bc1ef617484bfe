import { useCallback, useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Block, Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { useFlowState } from '../../flow/flow-scope';
import type { BlockUnitChoice, BlockUnitSteps } from './use-block-unit-steps';
import { useBlockUnitSteps } from './use-block-unit-steps';
import type { WizardState, WizardStep } from './wizard';
import { useWizard, Wizard } from './wizard';
import { rememberUnit } from './last-unit';
import { UnitInstructionsBanner } from './unit-instructions-banner';
import { UnitQuickPick } from './unit-quick-pick';

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
  const location = useBlockUnitSteps(condominium, stored ?? undefined, true);
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
  // The one unit field offers it first in the next flow of this shift (issue 32 item 5).
  useEffect(() => {
    if (unitId !== null) rememberUnit(unitId);
  }, [unitId]);
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

/** The one unit field (issue 32 item 5) heading the first place step: the block step, or one block's unit step. */
export const withUnitQuickPick = (
  steps: WizardStep[],
  blocks: Block[],
  onPick: (idBloco: number, idUnidade: number) => void,
): WizardStep[] => {
  const [first, ...rest] = steps;
  if (!first) return steps;
  const content = (
    <Stack spacing={3}>
      <UnitQuickPick blocks={blocks} onPick={onPick} />
      {first.content}
    </Stack>
  );
  return [{ ...first, content }, ...rest];
};

/** The wizard of every flow that starts by choosing a unit (spec 02 §2). */
export const BlockUnitWizard = ({ flow, steps, onExit, onNext, isNextDisabled, nextLabel }: BlockUnitWizardProps) => {
  const next = onNext ?? flow.wizard.next;
  // Past the unit step, the unit's standing instructions stay above the flow's own steps (issue 32 item 3).
  const chosen = flow.wizard.activeStep >= flow.steps.length ? (flow.unit?.idUnidade ?? null) : null;
  const { selectBlock, selectUnit } = flow;
  // A unit taken in the one field goes past the block and unit steps through the flow's own Avançar, one step at a
  // time, so what a flow does on leaving its unit step still happens (the release drops the previous unit's parcels).
  const [isSkipping, setIsSkipping] = useState(false);
  const pick = useCallback(
    (idBloco: number, idUnidade: number) => {
      selectBlock(idBloco);
      selectUnit(idUnidade);
      setIsSkipping(true);
    },
    [selectBlock, selectUnit],
  );
  const { activeStep } = flow.wizard;
  const canAdvance = flow.canAdvance(activeStep);
  useEffect(() => {
    if (!isSkipping) return;
    if (activeStep < flow.steps.length && canAdvance) next();
    else setIsSkipping(false);
  }, [isSkipping, activeStep, canAdvance, flow.steps.length, next]);

  const location = withUnitQuickPick(flow.steps, flow.blocks, pick);
  return (
    <>
      {chosen !== null && <UnitInstructionsBanner idUnidade={chosen} />}
      <Wizard
        steps={[...location, ...steps]}
        activeStep={flow.wizard.activeStep}
        onBack={flow.wizard.back}
        onExit={onExit}
        onNext={next}
        isNextDisabled={isNextDisabled ?? !flow.canAdvance(flow.wizard.activeStep)}
        nextLabel={nextLabel}
      />
    </>
  );
};
