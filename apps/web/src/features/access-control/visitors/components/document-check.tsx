import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@portaria/shared/constants';
import { AppDialog } from '../../../../components/ui/dialogs/app-dialog';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { useDebounced } from '../../../../lib/use-debounced';
import { useDocumentLookup } from '../api/visitor-queries';
import { VISITOR_COPY as V } from '../visitors-copy';
import { documentIssue } from '@portaria/shared/access-control/visitors.rules';
import type { DocumentType } from '../utils/visitor-draft';

type DocumentCheckProps = {
  tipoDocumento: DocumentType;
  numeroDocumento: string;
  idUnidade: number | null;
  onFound: (idVisitanteUnidade: number) => void;
  /** The person exists in the condominium (another unit): the new record reuses them. */
  onPerson: (idVisitante: number | null) => void;
};

/**
 * Spec 02 §4 visitor document lookup: 500 ms after a valid number, the document is looked up in the unit; a match
 * asks 'Gostaria de adicionar um agendamento para ele?' (CANCELAR keeps filling the form, VAMOS LÁ opens the record).
 */
export const DocumentCheck = ({ tipoDocumento, numeroDocumento, idUnidade, onFound, onPerson }: DocumentCheckProps) => {
  const isComplete = numeroDocumento !== '' && documentIssue(tipoDocumento, numeroDocumento) === null;
  const typed = `${tipoDocumento}|${numeroDocumento}`;
  // A string, so the pause restarts only when the typed document changes.
  const key = useDebounced(isComplete ? typed : null, TIMINGS.documentCheckDebounceMs);
  const isCurrent = key === typed;
  const lookup = useDocumentLookup(isCurrent ? { tipoDocumento, numeroDocumento, idUnidade } : null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // CANCELAR holds for that number only: another number typed (even the same one again) may ask again.
  useEffect(() => {
    if (typed !== dismissed) setDismissed(null);
  }, [typed]);
  const found = isCurrent ? (lookup.data?.idVisitanteUnidade ?? null) : null;
  const person = isCurrent ? (lookup.data?.idVisitante ?? null) : null;
  useEffect(() => {
    if (found === null) onPerson(person);
  }, [found, person]);
  const [title, question] = V.alreadyRegistered.split(' ... ');
  return (
    <>
      {isCurrent && lookup.isFetching && (
        <Typography variant="body2" color="text.secondary" role="status">
          {V.checkingDocument}
        </Typography>
      )}
      {isCurrent && lookup.isError && (
        <RetryAlert onRetry={() => void lookup.refetch()}>{V.documentLookupFailed}</RetryAlert>
      )}
      <AppDialog
        open={found !== null && dismissed !== key}
        title={title}
        cancelLabel={V.cancel}
        confirmLabel={V.letsGo}
        onCancel={() => setDismissed(key)}
        onConfirm={() => found !== null && onFound(found)}
      >
        <Typography>{question}</Typography>
      </AppDialog>
    </>
  );
};
