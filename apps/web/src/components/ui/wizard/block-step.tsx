import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { ChoiceList } from '../choices/choice-list';
import { useWizardAdvance } from './wizard-next';

type BlockStepProps = {
  blocks: Block[];
  value: number | null;
  onChange: (idBloco: number) => void;
};

/** 'Selecione o bloco:' — one tile per block of the condominium; Enter on a tile chooses it and goes on. */
export const BlockStep = ({ blocks, value, onChange }: BlockStepProps) => {
  const advance = useWizardAdvance();
  return (
    <ChoiceList
      title={MESSAGES.selectBlock}
      layout="grid"
      items={blocks.map((block) => ({ id: block.idBloco, label: block.nome }))}
      value={value}
      onChange={onChange}
      onEnter={advance && (() => advance())}
    />
  );
};
