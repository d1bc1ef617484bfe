import { useCallback, useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { OFFLINE_MESSAGES as O } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { useFlowState } from '../../../../components/flow/flow-scope';
import { DraftNotice } from '../../../../components/form/draft-notice';
import { clearDraft, useDraft } from '../../../../components/form/use-draft';
import { AppDialog } from '../../../../components/ui/dialogs/app-dialog';
import { FeedbackDialog } from '../../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../../components/ui/status/loading-overlay';
import { UnitInstructionsBanner } from '../../../../components/ui/wizard/unit-instructions-banner';
import { useSession } from '../../../../lib/session';
import type { VisitorUnit } from '../../visitors/api/visitor-types';
import { ConfirmScheduleDialog } from '../../visitors/components/confirm-schedule-dialog';
import { RequestFailedDialog } from '../../visitors/components/request-failed-dialog';
import { VisitorForm } from '../../visitors/components/visitor-form';
import { VisitorRecord } from '../../visitors/components/visitor-record';
import { EMPTY_DRAFT, reduceDraft, type DraftChange, type VisitorDraft } from '../../visitors/utils/visitor-draft';
import { toVisitorPayload } from '../../visitors/utils/visitor-payload';
import { useTodayDay } from '../../visitors/utils/use-today-day';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { useQuickEntry } from '../api/entry-queries';
import {
  newVisitorAttempt,
  newVisitorCard,
  useRegisterNewVisitor,
  type NewVisitorAttempt,
} from '../api/register-new-visitor';
import { useEntryGuard } from '../api/use-entry-guard';
import { DESK_DRAFT, NEW_VISITOR, visitorPlaceAt } from '../utils/new-visitor-start';
import { DeskUnitStep } from './desk-unit-step';
import { InsideNotice } from './inside-notice';
import { NewVisitorFields, type NewVisitorPlace } from './new-visitor-fields';
import { QuickPicker } from './quick-picker';

const ENTRY_DRAFT = 'access.entry';

type NewVisitorEntryProps = { open: boolean; condominium: Condominium; onClose: () => void };

/**
 * 'Informar novo visitante': the quick picker (a registered visitor arrives: confirm, quick entry), or a new
 * visitor (type, block, unit, then the visitor form and its confirmation), whose entry is registered at once. With
 * no network the new visitor and their entry wait in the desk's queue (issue 35) and show in today's list.
 * Started by the desk (issue 32), it goes straight to a visitor: the one unit field (unless the unit page gave the
 * unit), then the form with the document first and `Interfonar` chosen; Enter confirms.
 */
export const NewVisitorEntry = ({ open, condominium, onClose }: NewVisitorEntryProps) => {
  const titleId = useId();
  const today = useTodayDay();
  const session = useSession();
  // Which step the dialog shows survives a refresh with the open flow (issue 28 §6); the typed fields are the draft.
  const [storedPlace, setPlace] = useFlowState<NewVisitorPlace | null>(NEW_VISITOR.place, null);
  const [isAdding, setIsAdding] = useFlowState(NEW_VISITOR.adding, false);
  const [isDesk, setIsDesk] = useFlowState(NEW_VISITOR.desk, false);
  // The desk's start knows the unit's id only: its label comes from the condominium.
  const place =
    storedPlace?.idUnidade != null && storedPlace.unitLabel === null
      ? visitorPlaceAt(condominium, storedPlace.idUnidade)
      : storedPlace;
  const blank = isDesk ? DESK_DRAFT : EMPTY_DRAFT;
  const [draft, setDraft] = useState(blank);
  const changeDraft = useCallback((change: DraftChange) => setDraft((d) => reduceDraft(d, change)), []);
  const [isConfirming, setIsConfirming] = useState(false);
  const [picked, setPicked] = useState<{ id: number; nome: string } | null>(null);
  // The keys and moment of the confirmed body: a retry of the same body reuses them, so it is stored once.
  const [attempt, setAttempt] = useState<{ body: string; keys: NewVisitorAttempt } | null>(null);
  const [isQueued, setIsQueued] = useState(false);
  const [foundId, setFoundId] = useState<number | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [hasLeft, setHasLeft] = useState(false);
  const register = useRegisterNewVisitor();
  const entry = useQuickEntry();
  // A picked visitor already inside: who since when, and that visit's exit instead of a second entry (decision 094).
  const guard = useEntryGuard(picked?.id ?? null);

  const reset = () => {
    setPlace(null);
    setIsAdding(false);
    setIsDesk(false);
    setDraft(EMPTY_DRAFT);
    setIsConfirming(false);
    setPicked(null);
    setAttempt(null);
    setIsQueued(false);
    setIsDone(false);
    setHasLeft(false);
    register.reset();
    entry.reset();
    guard.exitLog.reset();
  };
  const handleClose = () => {
    reset();
    onClose();
  };
  // The new visitor's form comes back after a refresh, the browser's Back/Forward or a forced logout (issue 28 §6).
  const stored = useDraft<{ place: NewVisitorPlace | null; draft: VisitorDraft }>({
    screen: open ? ENTRY_DRAFT : null,
    value: { place, draft },
    isEmpty: draft === blank,
    onRestore: (saved) => {
      setIsAdding(true);
      setPlace(saved.place);
      setDraft(saved.draft);
    },
    onDiscard: () => setDraft(blank),
    // Opened on a unit (the unit page's start), a draft typed for another unit is not this visitor's: put back, it
    // would have moved the form to that unit.
    accepts: (saved) => place === null || saved.place?.idUnidade === place.idUnidade,
  });
  const enter = (id: number) =>
    entry.mutate(id, { onSuccess: () => setIsDone(true), onError: () => picked && guard.recheck() });
  const handleExitInside = () => {
    entry.reset();
    guard.exit(() => setHasLeft(true));
  };
  const inside = picked ? guard.visit : null;
  const handleCreate = () => {
    if (!place) return;
    const body = toVisitorPayload({
      draft,
      kind: place.kind,
      idUnidade: place.idUnidade,
      idPorteiro: session.user?.idPorteiro ?? 0,
    });
    const text = JSON.stringify(body);
    const keys = attempt?.body === text ? attempt.keys : newVisitorAttempt();
    setAttempt({ body: text, keys });
    const onSuccess = (outcome: { isQueued: boolean }) => {
      clearDraft(ENTRY_DRAFT);
      setIsConfirming(false);
      setIsQueued(outcome.isQueued);
      setIsDone(true);
    };
    register.mutate({ body, attempt: keys, card: newVisitorCard(body, condominium, keys) }, { onSuccess });
  };
  const isBusy = picked !== null || isConfirming || foundId !== null || register.isError;
  return (
    <>
      <Dialog
        open={open && !isDone && !isBusy}
        onClose={handleClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        scroll="paper"
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {E.informNewVisitor}
        </DialogTitle>
        <DialogContent dividers>
          {!isAdding && (
            <QuickPicker
              onPick={(v: VisitorUnit) => setPicked({ id: v.idVisitanteUnidade, nome: v.visitante.nome })}
              onAdd={() => setIsAdding(true)}
              onBack={handleClose}
            />
          )}
          {isAdding && !place && isDesk && (
            <DeskUnitStep
              blocks={condominium.blocos}
              onPick={(idUnidade) => setPlace(visitorPlaceAt(condominium, idUnidade))}
              onBack={() => {
                setIsDesk(false);
                setIsAdding(false);
                setDraft(EMPTY_DRAFT);
              }}
            />
          )}
          {isAdding && !place && !isDesk && (
            <NewVisitorFields condominium={condominium} onNext={setPlace} onBack={() => setIsAdding(false)} />
          )}
          {isAdding && place && <DraftNotice draft={stored} />}
          {/* The unit's standing instructions before the doorkeeper confirms (issue 32 item 3). */}
          {isAdding && place?.idUnidade != null && <UnitInstructionsBanner idUnidade={place.idUnidade} />}
          {isAdding && place && (
            <VisitorForm
              kind={place.kind}
              idUnidade={place.idUnidade}
              unitLabel={place.unitLabel}
              draft={draft}
              onChange={changeDraft}
              today={today}
              hasBiometrics={condominium.tem_biometria}
              onSubmit={() => setIsConfirming(true)}
              onBack={() => setPlace(null)}
              onFound={setFoundId}
              isDocumentFirst={isDesk}
              blank={blank}
            />
          )}
        </DialogContent>
      </Dialog>
      {place && (
        <ConfirmScheduleDialog
          open={isConfirming && !register.isError}
          kind={place.kind}
          draft={draft}
          unitLabel={place.unitLabel}
          isSending={register.isPending}
          onBack={() => setIsConfirming(false)}
          onConfirm={handleCreate}
          isEnterConfirm={isDesk}
        />
      )}
      <AppDialog
        open={picked !== null && !isDone && !hasLeft && !entry.isError && !guard.exitLog.isError}
        title={E.registerEntry}
        confirmLabel={inside ? E.registerExit : E.confirm}
        onConfirm={() => (inside ? handleExitInside() : picked && enter(picked.id))}
        onCancel={() => setPicked(null)}
        isConfirmDisabled={entry.isPending || guard.isChecking || guard.exitLog.isPending}
      >
        {inside ? (
          <InsideNotice visit={inside} />
        ) : (
          <Typography>{fill(E.confirmEntry, { nome: picked?.nome ?? '' })}</Typography>
        )}
      </AppDialog>
      <LoadingOverlay open={register.isPending} />
      <FeedbackDialog
        open={isDone || hasLeft}
        severity="success"
        title={isQueued ? O.savedOffline : hasLeft ? E.exitSuccess : E.entrySuccess}
        message={isQueued ? O.savedOfflineDetail : undefined}
        onClose={handleClose}
      />
      <RequestFailedDialog
        open={register.isError || entry.isError || guard.exitLog.isError}
        error={register.error ?? entry.error ?? guard.exitLog.error}
        onRetry={() =>
          register.isError
            ? handleCreate()
            : guard.exitLog.isError
              ? handleExitInside()
              : picked !== null && enter(picked.id)
        }
        onClose={() => (register.isError ? register.reset() : handleClose())}
        onExit={entry.isError && inside ? handleExitInside : undefined}
      />
      <VisitorRecord
        idVisitanteUnidade={foundId}
        hasBiometrics={condominium.tem_biometria}
        onClose={() => setFoundId(null)}
      />
    </>
  );
};
