import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { KINDS, KIND_LABELS, type VisitorKind } from '../../visitors/utils/visitor-kind';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';

export type NewVisitorPlace = { kind: VisitorKind; idUnidade: number | null; unitLabel: string | null };

type NewVisitorFieldsProps = { condominium: Condominium; onNext: (place: NewVisitorPlace) => void; onBack: () => void };

/**
 * Spec 02 §2.3, §5 new-visitor form of the entry flow: type, block (hidden and chosen with one block), unit
 * (disabled until a block is chosen); a condominium provider needs neither, and both are cleared and disabled.
 */
export const NewVisitorFields = ({ condominium, onNext, onBack }: NewVisitorFieldsProps) => {
  const isSingleBlock = condominium.blocos.length === 1;
  const [kind, setKind] = useState<VisitorKind | ''>('');
  const [blockId, setBlockId] = useState<number | ''>(isSingleBlock ? (condominium.blocos[0]?.idBloco ?? '') : '');
  const [unitId, setUnitId] = useState<number | ''>('');
  const isCondo = kind === 'PRESTADOR_CONDOMINIO';
  const block = condominium.blocos.find((b) => b.idBloco === blockId);
  const unit = block?.unidades.find((u) => u.idUnidade === unitId);
  const canAdvance = kind !== '' && (isCondo || unit !== undefined);
  const handleKind = (value: VisitorKind) => {
    setKind(value);
    if (value === 'PRESTADOR_CONDOMINIO') {
      if (!isSingleBlock) setBlockId('');
      setUnitId('');
    }
  };
  const handleNext = () => {
    if (kind === '') return;
    if (isCondo || !block || !unit) onNext({ kind, idUnidade: null, unitLabel: null });
    else onNext({ kind, idUnidade: unit.idUnidade, unitLabel: isSingleBlock ? unit.nome : `${block.nome} | ${unit.nome}` });
  };
  return (
    <Stack spacing={2.5}>
      <TextField select required label={V.type} value={kind} onChange={(e) => handleKind(e.target.value as VisitorKind)}>
        {KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      {!isSingleBlock && (
        <TextField
          select
          required={!isCondo}
          disabled={isCondo}
          label={V.block}
          value={blockId}
          onChange={(e) => {
            setBlockId(Number(e.target.value));
            setUnitId('');
          }}
        >
          {condominium.blocos.map((b) => (
            <MenuItem key={b.idBloco} value={b.idBloco}>
              {b.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField select required={!isCondo} disabled={isCondo || !block} label={V.unit} value={unitId} onChange={(e) => setUnitId(Number(e.target.value))}>
        {(block?.unidades ?? []).map((u) => (
          <MenuItem key={u.idUnidade} value={u.idUnidade}>
            {u.nome}
          </MenuItem>
        ))}
      </TextField>
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
