import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { fill } from '@portaria/shared/text';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PROFILE_LABELS } from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { AccessRequest } from '@portaria/shared/access-control/residents.schemas';
import { formatPhone } from '@portaria/shared/br/phone';
import { MESSAGES } from '@portaria/shared/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { userMessageOf } from '../../../lib/api-client';
import { useDecideAccessRequest, usePendingAccessRequests, type AccessDecision } from '../api/access-requests';

const DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
type Asked = { item: AccessRequest; decision: AccessDecision };

/** The syndic's 'Solicitações de acesso': one row per request, confirm, decide, the list refreshes. */
export const AccessRequestsReview = ({ idCondo }: { idCondo: number }) => {
  const pending = usePendingAccessRequests(idCondo, true);
  const decide = useDecideAccessRequest();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const handleConfirm = () => {
    if (!asked) return;
    const { item, decision } = asked;
    setAsked(null);
    decide.mutate(
      { id: item.id, decision },
      {
        onSuccess: () => setOutcome({ severity: 'success', text: fill(decision === 'approve' ? L.approvedFor : L.refusedFor, { nome: item.nomeSolicitante }) }),
        onError: (error) => setOutcome({ severity: 'error', text: userMessageOf(error) ?? M.requestFailedText }),
      },
    );
  };

  return (
    <Box>
      {outcome && (
        <Alert severity={outcome.severity} role="status" onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {pending.isPending && <CenteredSpinner label={MESSAGES.wait} minHeight={160} />}
      {pending.isError && <RetryAlert onRetry={() => void pending.refetch()}>{M.requestFailedText}</RetryAlert>}
      {pending.data?.length === 0 && <Typography sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>{M.reviewEmpty}</Typography>}
      {pending.data && pending.data.length > 0 && (
        <Box component="ul" aria-label={M.reviewTitle} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {pending.data.map((item) => (
            <Paper component="li" key={item.id} variant="outlined" aria-label={item.nomeSolicitante} sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{item.nomeSolicitante}</Typography>
                <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                  <span>{`${item.unidade.nmBloco} | ${item.unidade.nome}`}</span>
                  <span>{PROFILE_LABELS[item.tipoVinculo]}</span>
                  <span>{fill(L.cpfOf, { cpf: item.cpf })}</span>
                  <span>{formatPhone(item.celularSolicitante)}</span>
                  <span>{item.acessoApp ? L.appYes : L.appNo}</span>
                  <span>
                    {L.requestedAt} <time dateTime={item.createdAt}>{DATE_FORMAT.format(new Date(item.createdAt))}</time>
                  </span>
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => setAsked({ item, decision: 'refuse' })} sx={{ minHeight: 44 }}>
                  {M.refuse}
                </Button>
                <Button variant="contained" color="success" disabled={decide.isPending} onClick={() => setAsked({ item, decision: 'approve' })} sx={{ minHeight: 44 }}>
                  {M.approve}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <AppDialog
        open={asked !== null}
        title={asked?.decision === 'refuse' ? L.refuseTitle : L.approveTitle}
        confirmLabel={asked?.decision === 'refuse' ? M.refuse : M.approve}
        onConfirm={handleConfirm}
        onCancel={() => setAsked(null)}
      >
        <Typography>
          {asked &&
            fill(asked.decision === 'refuse' ? L.refuseQuestion : L.approveQuestion, {
              nome: asked.item.nomeSolicitante,
              unidade: `${asked.item.unidade.nmBloco} | ${asked.item.unidade.nome}`,
            })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {L.outcomeByEmail}
        </Typography>
      </AppDialog>
    </Box>
  );
};
