import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { getPhoto, type PhotoResult } from '../api/get-photo';

type ReleaseDetailsDialogProps = { row: Correspondencia | null; onClose: () => void };

/** One stored proof image (signature or photo), fetched with the session and freed when the dialog closes. */
const ProofImage = ({ hash, label }: { hash: string; label: string }) => {
  const [result, setResult] = useState<PhotoResult | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let isCurrent = true;
    void getPhoto(hash).then((answer) => {
      if (answer.kind === 'image') url = answer.url;
      if (isCurrent) setResult(answer);
      else if (url) URL.revokeObjectURL(url);
    });
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [hash]);
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      {result?.kind === 'image' && (
        <Box
          component="img"
          src={result.url}
          alt={label}
          sx={{ maxWidth: 320, maxHeight: 180, border: 1, borderColor: 'grey.300', borderRadius: 1 }}
        />
      )}
      {result?.kind === 'error' && <Typography color="text.secondary">{result.message}</Typography>}
    </Stack>
  );
};

const checkText = (conferencia: 'CODIGO_RETIRADA' | 'DOCUMENTO' | null | undefined) =>
  conferencia === 'DOCUMENTO'
    ? M.proofCheckDocument
    : conferencia === 'CODIGO_RETIRADA'
      ? M.proofCheckCode
      : M.proofCheckNone;

/**
 * A release in the history (decision 131): who released it and when, to whom, how the person was checked, and the
 * signature and photo when there are.
 */
export const ReleaseDetailsDialog = ({ row, onClose }: ReleaseDetailsDialogProps) => {
  const retirada = row?.retirada ?? null;
  const nome = row?.moradorRetirada?.nome ?? row?.nomeMoradorNaoCadastro ?? M.notInformed;
  return (
    <AppDialog
      open={row !== null && retirada !== null}
      title={row ? fill(M.proofDetails, { destinatario: row.destinatario }) : ''}
      onCancel={onClose}
      maxWidth="sm"
    >
      {row && retirada && (
        <Stack spacing={1.5}>
          <Typography>{fill(M.proofTakenBy, { nome })}</Typography>
          <Typography>
            {fill(M.proofReleasedBy, {
              porteiro: retirada.porteiro ?? M.notInformed,
              data: row.dataRetirada ? formatDataHora(row.dataRetirada) : '—',
            })}
          </Typography>
          <Typography>{checkText(retirada.conferencia)}</Typography>
          {retirada.hashAssinatura && <ProofImage hash={retirada.hashAssinatura} label={M.proofSignature} />}
          {retirada.hashFoto && <ProofImage hash={retirada.hashFoto} label={M.proofPhoto} />}
        </Stack>
      )}
    </AppDialog>
  );
};
