import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import type { EntryType } from '@portaria/shared/access-control/visitors.rules';
import { localDateTime } from '@portaria/shared/common/day';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { AppDialog } from '../../../../components/ui/dialogs/app-dialog';
import { FeedbackDialog } from '../../../../components/ui/dialogs/feedback-dialog';
import { WarningBanner } from '../../../../components/ui/status/warning-banner';
import { RequestFailedDialog } from '../../visitors/components/request-failed-dialog';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { useRegisterLog } from '../api/entry-queries';
import { useEntryGuard } from '../api/use-entry-guard';
import { InsideNotice } from './inside-notice';

export type LogTarget = { card: EntryCard; tipo: EntryType };

/**
 * The confirmation before each entry or exit, then the success text or 'Falha na solicitação' (spec 02 §4). An entry
 * of someone already inside is not offered: the dialog says who since when and offers that visit's exit.
 */
export const RegisterLogDialog = ({ target, onClose }: { target: LogTarget | null; onClose: () => void }) => {
  const register = useRegisterLog();
  const [done, setDone] = useState<EntryType | null>(null);
  // Kept offline (issue 35): the success says it waits to be sent.
  const [isQueued, setIsQueued] = useState(false);
  const finish = (tipo: EntryType) => (outcome: { isQueued: boolean }) => {
    setIsQueued(outcome.isQueued);
    setDone(tipo);
  };
  const isEntry = target?.tipo === 'ENTRADA';
  const guard = useEntryGuard(isEntry ? target.card.idVisitanteUnidade : null);
  const handleConfirm = () => {
    if (!target) return;
    const { card, tipo } = target;
    // `data` is the desk's clock; the server records its own (spec: the server's clock is the truth).
    register.mutate(
      {
        tipo,
        idAutorizacao: card.idAutorizacao,
        idVisitanteUnidade: card.idVisitanteUnidade,
        idLogEntrada: tipo === 'SAIDA' ? card.idLogEntrada : null,
        data: localDateTime(new Date()),
        nome: card.nmVisitante,
        card,
      },
      { onSuccess: finish(tipo), onError: () => isEntry && guard.recheck() },
    );
  };
  const handleExitInside = () => {
    register.reset();
    guard.exit(finish('SAIDA'));
  };
  const handleClose = () => {
    register.reset();
    guard.exitLog.reset();
    setDone(null);
    setIsQueued(false);
    onClose();
  };
  const inside = isEntry ? guard.visit : null;
  const isFailed = register.isError || guard.exitLog.isError;
  return (
    <>
      <AppDialog
        open={target !== null && done === null && !isFailed}
        title={isEntry ? E.registerEntry : E.registerExit}
        confirmLabel={inside ? E.registerExit : E.confirm}
        onConfirm={inside ? handleExitInside : handleConfirm}
        onCancel={handleClose}
        isConfirmDisabled={register.isPending || guard.exitLog.isPending || (isEntry && guard.isChecking)}
        isEnterConfirm
      >
        {inside ? (
          <InsideNotice visit={inside} />
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {fill(isEntry ? E.confirmEntry : E.confirmExit, { nome: target?.card.nmVisitante ?? '' })}
            </Typography>
            {/* Spec 01 §2's "AVISO: Você confirma?…": the time of this action may be checked against the day's roster. */}
            <WarningBanner />
          </>
        )}
      </AppDialog>
      <FeedbackDialog
        open={done !== null}
        severity="success"
        title={isQueued ? OFFLINE_MESSAGES.savedOffline : done === 'ENTRADA' ? E.entrySuccess : E.exitSuccess}
        message={isQueued ? OFFLINE_MESSAGES.savedOfflineDetail : undefined}
        onClose={handleClose}
      />
      <RequestFailedDialog
        open={isFailed}
        error={register.error ?? guard.exitLog.error}
        onRetry={register.isError ? handleConfirm : handleExitInside}
        onClose={handleClose}
        onExit={register.isError && inside ? handleExitInside : undefined}
      />
    </>
  );
};
