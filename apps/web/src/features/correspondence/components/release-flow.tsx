import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { useFlowDirty } from '../../../components/flow/flow-guard';
import { BlockUnitWizard, useBlockUnitFlow } from '../../../components/ui/wizard/block-unit-wizard';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { usePendingCorrespondences } from '../api/get-pending-correspondences';
import type { Pickup } from '../api/release-correspondences';
import { useReleaseCorrespondences } from '../api/release-correspondences';
import { isApiError } from '../../../lib/api-client';
import { isProofError } from '../api/upload-proof';
import { useReleaseProof } from '../hooks/use-release-proof';
import { ProofOfRelease } from './proof-of-release';
import { DocumentCheck } from './document-check';
import { PickupPersonStep, listedPickup } from './pickup-person-step';
import { PickupResponsibleDialog } from './pickup-responsible-dialog';
import { RegisterDialog } from './register-dialog';
import { ReleaseDone } from './release-done';
import type { ReleaseMode } from './release-items-step';
import { findByCode, ReleaseItemsStep } from './release-items-step';

type ReleaseFlowProps = { condominium: Condominium; onExit: () => void };

/** Block, unit, parcels (or a code), who takes them, 'Finalizar Retirada' (spec 02 §2.6). */
export const ReleaseFlow = ({ condominium, onExit }: ReleaseFlowProps) => {
  const [mode, setMode] = useState<ReleaseMode>('list');
  const [selected, setSelected] = useState<number[]>([]);
  const [code, setCode] = useState('');
  const [resident, setResident] = useState<MoradorItem['morador'] | null>(null);
  // From the unit's list there is no pickup code: the doorkeeper confirms a document (decision 127).
  const [isDocumentChecked, setIsDocumentChecked] = useState(false);
  const [isOtherOpen, setIsOtherOpen] = useState(false);
  const [isRegisterOpen, setIsRegisterOpen] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const proof = useReleaseProof();
  const clearChoices = () => {
    proof.reset();
    setSelected([]);
    setCode('');
    setResident(null);
    setIsDocumentChecked(false);
    setMode('list');
  };
  // Kept with the open flow, so the desk's quick action (issue 32) and a refresh open it on the unit's parcels.
  const blockUnit = useBlockUnitFlow(condominium, 2, clearChoices, { as: 'release', lastOwnStep: 0 });
  const { wizard } = blockUnit;
  const idUnidade = blockUnit.unit?.idUnidade ?? null;
  const pending = usePendingCorrespondences(idUnidade);
  const release = useReleaseCorrespondences();
  // Kept offline (issue 35): the success says it waits to be sent.
  const [isQueued, setIsQueued] = useState(false);
  const items = pending.data?.data ?? [];
  const byCode = mode === 'code' ? findByCode(items, code) : null;
  const ids = mode === 'code' ? (byCode ? [byCode.id] : []) : selected.filter((id) => items.some((i) => i.id === id));
  // Proof of release (decision 131): the condominium asks for it, or a parcel chosen is valuable.
  const isProofRuled =
    Boolean(condominium.comprovanteRetirada) || items.some((item) => ids.includes(item.id) && item.valiosa);
  const rule = proof.requirement(isProofRuled);

  // Parcels ticked (or a code typed) and not released yet: closing the flow asks first.
  useFlowDirty(!isDone && (selected.length > 0 || code.trim() !== ''));

  const itemsStepIndex = blockUnit.ownStepIndex(0);
  const isItemsStep = wizard.activeStep === itemsStepIndex;
  const isPersonStep = wizard.activeStep === itemsStepIndex + 1;

  const finish = (pickup: Pickup) => {
    if (idUnidade === null || ids.length === 0 || !isDocumentChecked || rule.isMissing) return;
    proof.lastPickup.current = pickup;
    release.mutate(
      {
        idUnidade,
        ids,
        pickup,
        proof: { documentoConferido: true },
        dataRetirada: new Date().toISOString(),
        ...rule.fields,
      },
      {
        onError: proof.noteFailure,
        onSuccess: ({ isQueued }) => {
          setIsOtherOpen(false);
          setIsQueued(isQueued);
          setIsDone(true);
        },
      },
    );
  };

  if (isDone) return <ReleaseDone isQueued={isQueued} onOk={onExit} />;

  const proofSection = (
    <ProofOfRelease
      isRequired={rule.isRequired}
      value={proof.draft}
      onChange={proof.setDraft}
      error={release.error}
      onRetry={() => proof.lastPickup.current && finish(proof.lastPickup.current)}
    />
  );

  const steps = [
    {
      id: 'itens',
      label: M.releaseItemsStepLabel,
      content: idUnidade !== null && (
        <ReleaseItemsStep
          idUnidade={idUnidade}
          mode={mode}
          onModeChange={setMode}
          selected={selected}
          onSelectedChange={setSelected}
          code={code}
          onCodeChange={setCode}
          onItemNotFound={() => setIsRegisterOpen(true)}
        />
      ),
    },
    {
      id: 'retirada',
      label: M.releasePickupStepLabel,
      content: idUnidade !== null && (
        <PickupPersonStep
          idUnidade={idUnidade}
          value={resident}
          onChange={setResident}
          onOtherPerson={() => setIsOtherOpen(true)}
          footer={
            <Stack spacing={2}>
              <DocumentCheck isChecked={isDocumentChecked} onChange={setIsDocumentChecked} />
              {!isOtherOpen && proofSection}
            </Stack>
          }
        />
      ),
    },
  ];

  const handleNext = () => {
    if (isPersonStep && resident) {
      finish({ kind: 'resident', morador: listedPickup(resident) });
      return;
    }
    // Choosing another unit drops the parcels chosen for the previous one.
    if (wizard.activeStep === itemsStepIndex - 1) clearChoices();
    wizard.next();
  };

  const isNextDisabled = isItemsStep
    ? ids.length === 0
    : isPersonStep
      ? resident === null || !isDocumentChecked || rule.isMissing || release.isPending
      : !blockUnit.canAdvance(wizard.activeStep);
  const nextLabel = isItemsStep ? M.releaseButton : isPersonStep ? M.finishPickup : undefined;
  const failure = release.error;

  return (
    <>
      <BlockUnitWizard
        flow={blockUnit}
        steps={steps}
        onExit={onExit}
        onNext={handleNext}
        isNextDisabled={isNextDisabled}
        nextLabel={nextLabel}
      />
      <PickupResponsibleDialog
        key={isOtherOpen ? 'open' : 'closed'}
        open={isOtherOpen}
        onCancel={() => setIsOtherOpen(false)}
        onConfirm={(person) => finish({ kind: 'other', ...person })}
        isSubmitting={release.isPending}
        documentCheck={{ isChecked: isDocumentChecked, onChange: setIsDocumentChecked }}
        proof={isOtherOpen && proofSection}
        isProofMissing={rule.isMissing}
      />
      {idUnidade !== null && (
        <RegisterDialog
          open={isRegisterOpen}
          idUnidade={idUnidade}
          onClose={() => setIsRegisterOpen(false)}
          onRegistered={(created) => {
            setMode('list');
            setSelected((current) => [...current, created.id]);
          }}
        />
      )}
      <LoadingOverlay open={release.isPending} />
      <MutationFeedback
        error={isProofError(failure) ? null : failure}
        title={M.pickupError}
        onClose={() => {
          release.reset();
          // Someone may have released a parcel meanwhile: go back to the list, which was reloaded.
          if (isApiError(failure) && failure.status === 409) wizard.goTo(itemsStepIndex);
        }}
      />
    </>
  );
};
