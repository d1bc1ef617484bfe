import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import type { AdminBlock } from '@portaria/shared/administration/administration.schemas';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { MESSAGES } from '@portaria/shared/messages';
import { useCreateBlock, useRenameBlock } from '../api/change-blocks';
import { useBlocks } from '../api/get-blocks';
import { EditUnitDialog, type EditedUnit } from './edit-unit-dialog';
import { ErrorAlert } from './error-alert';
import { GenerateUnitsDialog } from './generate-units-dialog';

const NameForm = ({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  isPending,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (nome: string, clear: () => void) => void;
  isPending: boolean;
}) => {
  const [nome, setNome] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nome.trim()) onSubmit(nome.trim(), () => setNome(''));
  };
  return (
    <Stack component="form" onSubmit={handleSubmit} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        size="small"
        value={nome}
        onChange={(event) => setNome(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={isPending || nome.trim() === ''}
        sx={{ minHeight: 40, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
};

const BlockCard = ({
  block,
  onGenerate,
  onEditUnit,
}: {
  block: AdminBlock;
  onGenerate: () => void;
  onEditUnit: (unit: EditedUnit) => void;
}) => {
  const [isRenaming, setIsRenaming] = useState(false);
  const rename = useRenameBlock();
  const headingId = `block-${block.idBloco}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="h6">
          {M.unitsOf(block.nome, block.unidades.filter((u) => u.ativa).length)}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button onClick={() => setIsRenaming(!isRenaming)}>{isRenaming ? MESSAGES.cancel : M.rename}</Button>
          <Button variant="contained" onClick={onGenerate}>
            {M.generateUnits}
          </Button>
        </Stack>
      </Stack>
      {isRenaming && (
        <Box sx={{ mt: 1 }}>
          <NameForm
            label={M.blockName}
            submitLabel={M.save}
            initial={block.nome}
            isPending={rename.isPending}
            onSubmit={(nome) =>
              rename.mutate({ idBloco: block.idBloco, nome }, { onSuccess: () => setIsRenaming(false) })
            }
          />
          <ErrorAlert error={rename.error} />
        </Box>
      )}
      {block.unidades.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {M.noUnits}
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, mt: 1.5, listStyle: 'none' }}>
          {block.unidades.map((unit) => (
            <li key={unit.idUnidade}>
              <Chip
                label={unit.ativa ? unit.nome : `${unit.nome} (${M.inactiveUnit})`}
                variant={unit.ativa ? 'filled' : 'outlined'}
                onClick={() => onEditUnit(unit)}
                aria-label={`${M.editUnit} ${unit.nome}`}
              />
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
};

/** The condominium's blocks and units: create blocks, generate units in bulk, rename or deactivate a unit. */
export const BlocksPanel = ({ idCondo }: { idCondo: number }) => {
  const blocks = useBlocks(idCondo);
  const createBlock = useCreateBlock();
  const [generating, setGenerating] = useState<AdminBlock | null>(null);
  const [editing, setEditing] = useState<EditedUnit | null>(null);
  if (blocks.isPending) return <CenteredSpinner />;
  if (blocks.isError) return <RetryAlert onRetry={() => void blocks.refetch()}>{MESSAGES.internalError}</RetryAlert>;
  const { data, multiplosBlocos } = blocks.data;
  return (
    <Stack spacing={2}>
      {multiplosBlocos && (
        <Box>
          <NameForm
            label={M.blockName}
            submitLabel={M.addBlock}
            isPending={createBlock.isPending}
            onSubmit={(nome, clear) => createBlock.mutate(nome, { onSuccess: clear })}
          />
          <ErrorAlert error={createBlock.error} />
        </Box>
      )}
      {data.map((block) => (
        <BlockCard key={block.idBloco} block={block} onGenerate={() => setGenerating(block)} onEditUnit={setEditing} />
      ))}
      <GenerateUnitsDialog block={generating} onClose={() => setGenerating(null)} />
      {editing && <EditUnitDialog unit={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
};
