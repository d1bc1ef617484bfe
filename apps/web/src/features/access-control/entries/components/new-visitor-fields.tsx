import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { OptionSelect } from '../../components/list-parts';
import { KINDS, KIND_LABELS, type VisitorKind } from '../../visitors/utils/visitor-kind';
import { blockOptions, unitOptions } from '../../visitors/utils/place-options';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';

export type NewVisitorPlace = { kind: VisitorKind; idUnidade: number | null; unitLabel: string | null };

type NewVisitorFieldsProps = { condominium: Condominium; onNext: (place: NewVisitorPlace) => void; onBack: () => void };

/**
 * Spec 02 §2.3, §5 new-visitor form of the entry flow: type, block (hidden and chosen with one block), unit
 * (disabled until a block is chosen); a condominium provider needs neither, and both are cleared and disabled.
 */
export const NewVisitorFields = ({ condominium, onNext, onBack }: NewVisitorFieldsProps) => {
  const isSingleBlock = condominium.blocos.length === 1;
  const [kind, setKind] = useState<VisitorKind | null>(null);
  const [blockId, setBlockId] = useState<number | null>(
    isSingleBlock ? (condominium.blocos[0]?.idBloco ?? null) : null,
  );
  const [unitId, setUnitId] = useState<number | null>(null);
  const isCondo = kind === 'PRESTADOR_CONDOMINIO';
  const block = condominium.blocos.find((b) => b.idBloco === blockId);
  const unit = block?.unidades.find((u) => u.idUnidade === unitId);
  const canAdvance = kind !== null && (isCondo || unit !== undefined);
  const handleKind = (value: VisitorKind) => {
    setKind(value);
    if (value === 'PRESTADOR_CONDOMINIO') {
      if (!isSingleBlock) setBlockId(null);
      setUnitId(null);
    }
  };
  const handleNext = () => {
    if (kind === null) return;
    if (isCondo || !block || !unit) onNext({ kind, idUnidade: null, unitLabel: null });
    else
      onNext({
        kind,
        idUnidade: unit.idUnidade,
        unitLabel: isSingleBlock ? unit.nome : `${block.nome} | ${unit.nome}`,
      });
  };
  return (
    <Stack spacing={2.5}>
      <OptionSelect
        isRequired
        label={V.type}
        value={kind}
        options={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        onChange={(k) => k && handleKind(k)}
      />
      {!isSingleBlock && (
        <OptionSelect
          isRequired={!isCondo}
          isDisabled={isCondo}
          label={V.block}
          value={blockId}
          options={blockOptions(condominium)}
          onChange={(id) => {
            setBlockId(id);
            setUnitId(null);
          }}
        />
      )}
      <OptionSelect
        isRequired={!isCondo}
        isDisabled={isCondo || !block}
        label={V.unit}
        value={unitId}
        options={unitOptions(block)}
        onChange={setUnitId}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {E.back}
        </Button>
        <Button variant="contained" size="large" disabled={!canAdvance} onClick={handleNext} sx={{ minHeight: 44 }}>
          {E.next}
        </Button>
      </Stack>
    </Stack>
  );
};
