import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { foldText } from '@portaria/shared/text';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { ChoiceList } from '../../../components/ui/choices/choice-list';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useUnitResidents } from '../api/get-unit-residents';
import { NewEmailDialog } from './new-email-dialog';

export type Recipient = { idMorador: number | null; nome: string | null; email: string };

type RecipientStepProps = { idUnidade: number; value: Recipient | null; onChange: (recipient: Recipient) => void };

/** 'Selecione para quem deseja enviar:' — search, the 'Informar novo e-mail' card, the unit's residents. */
export const RecipientStep = ({ idUnidade, value, onChange }: RecipientStepProps) => {
  const residents = useUnitResidents(idUnidade);
  const [search, setSearch] = useState('');
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  if (residents.isPending) return <CenteredSpinner label={M.chooseRecipient} minHeight={160} />;
  if (residents.isError) return <RetryAlert onRetry={() => void residents.refetch()}>{M.fetchFailed}</RetryAlert>;
  const folded = foldText(search.trim());
  const shown = residents.data.data.filter((r) => !folded || foldText(r.nome).includes(folded));
  const isNewEmail = value !== null && value.idMorador === null;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {M.chooseRecipient}
      </Typography>
      <TextField
        type="search"
        label={M.searchResident}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
      />
      <ButtonBase
        onClick={() => setIsDialogOpen(true)}
        aria-pressed={isNewEmail}
        sx={(theme) => ({
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 2,
          borderRadius: 2,
          border: `2px ${isNewEmail ? 'solid' : 'dashed'} ${isNewEmail ? theme.palette.primary.main : theme.palette.divider}`,
        })}
      >
        <AlternateEmail color="primary" aria-hidden />
        <Box sx={{ textAlign: 'left' }}>
          <Typography sx={{ fontWeight: 600 }}>{M.newEmailCard}</Typography>
          {isNewEmail && (
            <Typography variant="body2" color="text.secondary">
              {value.email}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      <ChoiceList
        title={M.residentsTitle}
        items={shown.map((r) => ({
          id: r.idMorador,
          label: r.nome,
          description: r.email ?? M.noEmail,
          isDisabled: !r.email,
        }))}
        value={value?.idMorador ?? null}
        onChange={(id) => {
          const r = shown.find((x) => x.idMorador === id)!;
          onChange({ idMorador: r.idMorador, nome: r.nome, email: r.email! });
        }}
        emptyText={M.noResidents}
      />
      {isDialogOpen && (
        <NewEmailDialog
          open
          onClose={() => setIsDialogOpen(false)}
          onConfirm={(email) => {
            setIsDialogOpen(false);
            onChange({ idMorador: null, nome: null, email });
          }}
        />
      )}
    </Stack>
  );
};
