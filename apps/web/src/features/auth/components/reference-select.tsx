import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Reference } from '@portaria/shared/auth/auth.schemas';
import { stripCpf } from '@portaria/shared/br/cpf';
import { MESSAGES } from '@portaria/shared/messages';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { useSession } from '../../../lib/session';
import { useReferences } from '../api/get-references';
import { referenceErrorMessage, useSelectReference } from '../hooks/use-select-reference';

export const referenceLabel = (reference: Pick<Reference, 'referencia' | 'nome'>) =>
  `${reference.referencia} - ${reference.nome}`;

/** Top-bar dropdown of the user's condominiums ("4521 - Residencial Jardim das Palmeiras"). */
export const ReferenceSelect = () => {
  const session = useSession();
  const references = useReferences(session.user ? stripCpf(session.user.cpf) : undefined);
  const selectReference = useSelectReference();
  const [isLoadErrorDismissed, setIsLoadErrorDismissed] = useState(false);

  const current = session.condominium;
  const options: Reference[] = [...(references.data ?? [])];
  if (current && !options.some((option) => option.idCondo === current.idCondo)) options.unshift(current);

  const handleChange = (idCondo: number) => {
    const reference = options.find((option) => option.idCondo === idCondo);
    if (reference && idCondo !== session.condominiumId) selectReference.mutate(reference);
  };

  return (
    <>
      <TextField
        select
        id="reference-select"
        label={MESSAGES.referenceLabel}
        size="small"
        value={session.condominiumId ?? ''}
        onChange={(event) => handleChange(Number(event.target.value))}
        disabled={selectReference.isPending}
        sx={{ width: { xs: '100%', sm: 280, lg: 360 } }}
      >
        {options.map((option) => (
          <MenuItem key={option.idCondo} value={option.idCondo}>
            {referenceLabel(option)}
          </MenuItem>
        ))}
      </TextField>
      <LoadingOverlay open={selectReference.isPending} />
      <FeedbackDialog
        open={selectReference.isError}
        severity="error"
        title={referenceErrorMessage(selectReference.error)}
        onClose={() => selectReference.reset()}
      />
      <FeedbackDialog
        open={references.isError && !isLoadErrorDismissed}
        severity="error"
        title={MESSAGES.referencesLoadError}
        onClose={() => setIsLoadErrorDismissed(true)}
      />
    </>
  );
};
