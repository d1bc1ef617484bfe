import { useCallback, useEffect, useState } from 'react';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { DraftNotice } from '../../../../components/form/draft-notice';
import { clearDraft, useDraft } from '../../../../components/form/use-draft';
import { ChoiceList } from '../../../../components/ui/choices/choice-list';
import { LoadingOverlay } from '../../../../components/ui/status/loading-overlay';
import { ResultPanel } from '../../../../components/ui/dialogs/result-panel';
import { useBlockUnitSteps } from '../../../../components/ui/wizard/use-block-unit-steps';
import { withUnitQuickPick } from '../../../../components/ui/wizard/block-unit-wizard';
import { rememberUnit } from '../../../../components/ui/wizard/last-unit';
import { UnitInstructionsBanner } from '../../../../components/ui/wizard/unit-instructions-banner';
import { Wizard, useWizard, type WizardStep } from '../../../../components/ui/wizard/wizard';
import { useSession } from '../../../../lib/session';
import { useSaveVisitor } from '../api/visitor-changes';
import { VISITOR_COPY as V } from '../visitors-copy';
import { toVisitorPayload } from '../utils/visitor-payload';
import { EMPTY_DRAFT, reduceDraft, type DraftChange, type VisitorDraft } from '../utils/visitor-draft';
import { KINDS, KIND_LABELS, type VisitorKind } from '../utils/visitor-kind';
import { useTodayDay } from '../utils/use-today-day';
import { ConfirmScheduleDialog } from './confirm-schedule-dialog';
import { RequestFailedDialog } from './request-failed-dialog';
import { VisitorForm } from './visitor-form';
import { VisitorRecord } from './visitor-record';
import { InviteDialog } from '../../components/invite-dialog';
import { inviteeOf } from '../utils/visitor-payload';

const VISITOR_DRAFT = 'access.visitor';
type StoredVisitor = { kind: VisitorKind | null; blockId: number | null; unitId: number | null; draft: VisitorDraft };

type RegisterVisitorProps = { condominium: Condominium; onExit: () => void };

/**
 * Spec 02 §2.3 registration: type, block (skipped with one block), unit (skipped for a condominium provider), the
 * form, 'Confirmar dados de agendamento', then the result. A document already registered opens that record.
 */
export const RegisterVisitor = ({ condominium, onExit }: RegisterVisitorProps) => {
  const today = useTodayDay();
  const session = useSession();
  const [kind, setKind] = useState<VisitorKind | null>(null);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const changeDraft = useCallback((change: DraftChange) => setDraft((d) => reduceDraft(d, change)), []);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [foundId, setFoundId] = useState<number | null>(null);
  const [isInviting, setIsInviting] = useState(false);
  const location = useBlockUnitSteps(condominium, undefined, true);
  const hasUnit = kind !== 'PRESTADOR_CONDOMINIO';
  // The one unit field heads the place steps (issue 32 item 5): a unit taken there goes straight to the form.
  const pickUnit = (idBloco: number, idUnidade: number) => {
    location.selectBlock(idBloco);
    location.selectUnit(idUnidade);
    wizard.goTo(1 + location.steps.length);
  };
  const placeSteps = hasUnit ? withUnitQuickPick(location.steps, location.blocks, pickUnit) : [];
  const wizard = useWizard(2 + placeSteps.length, {
    onReset: () => {
      setKind(null);
      location.reset();
      setDraft(EMPTY_DRAFT);
    },
  });
  const save = useSaveVisitor();
  const { block, unit } = location;
  const unitLabel =
    hasUnit && block && unit ? (location.hasBlockStep ? `${block.nome} | ${unit.nome}` : unit.nome) : null;
  const idUnidade = hasUnit ? (unit?.idUnidade ?? null) : null;
  useEffect(() => {
    if (idUnidade !== null) rememberUnit(idUnidade);
  }, [idUnidade]);

  // A refresh brings the form back where it was: type, block, unit and what was typed (issue 28 §6).
  const stored = useDraft<StoredVisitor>({
    screen: VISITOR_DRAFT,
    value: { kind, blockId: location.block?.idBloco ?? null, unitId: location.unit?.idUnidade ?? null, draft },
    isEmpty: draft === EMPTY_DRAFT,
    onRestore: (saved) => {
      setKind(saved.kind);
      if (saved.blockId !== null) location.selectBlock(saved.blockId);
      if (saved.unitId !== null) location.selectUnit(saved.unitId);
      setDraft(saved.draft);
      wizard.goTo(saved.kind === 'PRESTADOR_CONDOMINIO' ? 1 : 1 + location.steps.length);
    },
    onDiscard: () => setDraft(EMPTY_DRAFT),
  });
  const handleConfirm = () => {
    if (!kind) return;
    const body = toVisitorPayload({ draft, kind, idUnidade, idPorteiro: session.user?.idPorteiro ?? 0 });
    save.mutate(
      { body, isEdit: false },
      {
        onSuccess: () => {
          clearDraft(VISITOR_DRAFT);
          setIsDone(true);
        },
      },
    );
  };
  const handleAnother = () => {
    setIsDone(false);
    setIsConfirming(false);
    save.reset();
    wizard.reset();
  };

  if (isDone) {
    // Spec 02 §2.4 biometrics offer: a direct-access schedule with facial biometry, for a unit (the invitation's).
    const invitee =
      draft.usaBiometriaFacial && kind && idUnidade !== null
        ? inviteeOf(draft, kind, idUnidade, unitLabel ?? '')
        : null;
    return (
      <>
        <ResultPanel
          variant="success"
          title={V.registered}
          description={invitee ? `${draft.nome}. ${V.biometryOffer}` : draft.nome}
          actions={[
            { label: V.backToMenu, onClick: onExit, variant: 'outlined' },
            { label: V.registerAnother, onClick: handleAnother, variant: invitee ? 'outlined' : 'contained' },
            ...(invitee ? [{ label: V.sendInvite, onClick: () => setIsInviting(true) }] : []),
          ]}
        />
        <InviteDialog invitee={isInviting ? invitee : null} onClose={() => setIsInviting(false)} />
      </>
    );
  }
  const typeStep: WizardStep = {
    id: 'tipo',
    label: V.typeStep,
    content: (
      <ChoiceList
        title={V.chooseKind}
        items={KINDS.map((k) => ({ id: k, label: KIND_LABELS[k] }))}
        value={kind}
        onChange={(k) => {
          setKind(k);
          // A condominium provider has no block nor unit (spec 02 §4).
          if (k === 'PRESTADOR_CONDOMINIO') location.reset();
        }}
      />
    ),
  };
  const formStep: WizardStep = {
    id: 'dados',
    label: V.dataStep,
    hasOwnActions: true,
    content: kind && (
      <>
        <DraftNotice draft={stored} />
        <VisitorForm
          kind={kind}
          idUnidade={idUnidade}
          unitLabel={unitLabel}
          draft={draft}
          onChange={changeDraft}
          today={today}
          hasBiometrics={condominium.tem_biometria}
          onSubmit={() => setIsConfirming(true)}
          onBack={wizard.back}
          onFound={setFoundId}
        />
      </>
    ),
  };
  const steps = [typeStep, ...placeSteps, formStep];
  const current = steps[wizard.activeStep];
  const canAdvance = current?.id === 'tipo' ? kind !== null : location.canAdvance(wizard.activeStep - 1);
  // On the form, the unit's standing instructions stay above it, before the doorkeeper confirms (issue 32 item 3).
  const isOnForm = current?.id === 'dados';
  return (
    <>
      {isOnForm && idUnidade !== null && <UnitInstructionsBanner idUnidade={idUnidade} />}
      <Wizard
        steps={steps}
        activeStep={wizard.activeStep}
        onBack={wizard.back}
        onExit={onExit}
        onNext={wizard.next}
        isNextDisabled={!canAdvance}
      />
      {kind && (
        <ConfirmScheduleDialog
          open={isConfirming && !save.isError}
          kind={kind}
          draft={draft}
          unitLabel={unitLabel}
          isSending={save.isPending}
          onBack={() => setIsConfirming(false)}
          onConfirm={handleConfirm}
        />
      )}
      <LoadingOverlay open={save.isPending} />
      <RequestFailedDialog
        open={save.isError}
        error={save.error}
        onRetry={handleConfirm}
        onClose={() => save.reset()}
      />
      <VisitorRecord
        idVisitanteUnidade={foundId}
        hasBiometrics={condominium.tem_biometria}
        onClose={() => setFoundId(null)}
      />
    </>
  );
};
