import { useCallback, useState } from 'react';
import type { Block, Condominium, Unit } from '@portaria/shared/condominium/condominium.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { BlockStep } from './block-step';
import { UnitStep } from './unit-step';
import type { WizardStep } from './wizard';

export type BlockUnitSteps = {
  /** The condominium's blocks with their units (the tree the steps choose from). */
  blocks: Block[];
  /** False when the condominium has exactly one block: that block is chosen automatically. */
  hasBlockStep: boolean;
  block: Block | null;
  unit: Unit | null;
  selectBlock: (idBloco: number) => void;
  selectUnit: (idUnidade: number) => void;
  reset: () => void;
  /** The block step (unless skipped) then the unit step, to put first in a flow's step list. */
  steps: WizardStep[];
  /** Whether Avançar may be used on the given step index (true for steps after these). */
  canAdvance: (stepIndex: number) => boolean;
};

/** Block and unit choice shared by the flows (spec 02 §2: one step less with a single block). */
export type BlockUnitChoice = { blockId: number | null; unitId: number | null };

export const useBlockUnitSteps = (
  condominium: Pick<Condominium, 'blocos'> | null | undefined,
  initial: BlockUnitChoice = { blockId: null, unitId: null },
  /** The wizard heads the first step with the one unit field (BlockUnitWizard): one block's unit step drops its filter. */
  hasQuickPick = false,
): BlockUnitSteps => {
  const blocks = condominium?.blocos ?? [];
  const hasBlockStep = blocks.length !== 1;
  const [blockId, setBlockId] = useState<number | null>(initial.blockId);
  const [unitId, setUnitId] = useState<number | null>(initial.unitId);

  const block = hasBlockStep ? (blocks.find((b) => b.idBloco === blockId) ?? null) : (blocks[0] ?? null);
  const unit = block?.unidades.find((u) => u.idUnidade === unitId) ?? null;

  const selectBlock = useCallback(
    (idBloco: number) => {
      // A unit belongs to one block: choosing another block drops the unit chosen before.
      if (idBloco !== blockId) setUnitId(null);
      setBlockId(idBloco);
    },
    [blockId],
  );
  const reset = useCallback(() => {
    setBlockId(null);
    setUnitId(null);
  }, []);

  const unitStep: WizardStep = {
    id: 'unidade',
    label: MESSAGES.unitStepLabel,
    content: (
      <UnitStep
        units={block?.unidades ?? []}
        value={unit?.idUnidade ?? null}
        onChange={setUnitId}
        hasFilter={hasBlockStep || !hasQuickPick}
      />
    ),
  };
  const steps: WizardStep[] = hasBlockStep
    ? [
        {
          id: 'bloco',
          label: MESSAGES.blockStepLabel,
          content: <BlockStep blocks={blocks} value={block?.idBloco ?? null} onChange={selectBlock} />,
        },
        unitStep,
      ]
    : [unitStep];

  const canAdvance = (stepIndex: number) => {
    const step = steps[stepIndex];
    if (step?.id === 'bloco') return block !== null;
    if (step?.id === 'unidade') return unit !== null;
    return true;
  };

  return { blocks, hasBlockStep, block, unit, selectBlock, selectUnit: setUnitId, reset, steps, canAdvance };
};
