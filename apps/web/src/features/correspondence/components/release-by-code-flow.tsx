import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { useMutation } from '@tanstack/react-query';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Correspondencia, MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { parseReleaseCode, type ReleaseCode } from '@portaria/shared/correspondence/parcel-code';
import { fill } from '@portaria/shared/text';
import { useFlowDirty } from '../../../components/flow/flow-guard';
import { useFlowState } from '../../../components/flow/flow-scope';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { useWizard, Wizard } from '../../../components/ui/wizard/wizard';
import { isApiError, userMessageOf } from '../../../lib/api-client';
import { isProofError } from '../api/upload-proof';
import { useReleaseProof } from '../hooks/use-release-proof';
import { ProofOfRelease } from './proof-of-release';
import { findParcelByPickupCode } from '../api/find-parcel-by-pickup-code';
import { getParcelByCode } from '../api/get-parcel-by-code';
import type { Pickup } from '../api/release-correspondences';
import { useReleaseCorrespondences } from '../api/release-correspondences';
import { WEB_COPY } from '../correspondence-copy';
import { SCANNED_CODE } from '../scanned-code';
import { CodeStep } from './code-step';
import { DocumentCheck } from './document-check';
import { PickupPersonStep, listedPickup } from './pickup-person-step';
import { PickupResponsibleDialog } from './pickup-responsible-dialog';

type ReleaseByCodeFlowProps = {
  /** Its proof-of-release setting (decision 131); without it the server's 422 says when proof is needed. */
  condominium?: Condominium;
  onExit: () => void;
  /** Closes the whole area: after a release the dashboard's scanner started, the next read waits there. */
  onClose?: () => void;
};

/**
 * 'Retirar pelo código' from the correspondence home (spec 02 §2.6 "Alternative entry by code, two steps";
 * decision 047): the code names the parcel and its unit, so there is no block or unit step.
 */
export const ReleaseByCodeFlow = ({ condominium, onExit, onClose }: ReleaseByCodeFlowProps) => {
  const wizard = useWizard(2);
  const [code, setCode] = useState('');
  const [parcel, setParcel] = useState<Correspondencia | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  // The resident's pickup code that found the parcel (decision 127); null when it was the label's Cód.N, which
  // asks the doorkeeper to confirm a document instead.
  const [pickupCode, setPickupCode] = useState<string | null>(null);
  const [isDocumentChecked, setIsDocumentChecked] = useState(false);
  const [resident, setResident] = useState<MoradorItem['morador'] | null>(null);
  const [isOtherOpen, setIsOtherOpen] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const lookup = useMutation({
    mutationFn: (typed: ReleaseCode) =>
      typed.kind === 'retirada' ? findParcelByPickupCode(typed.codigoRetirada) : getParcelByCode(typed.id),
  });
  const release = useReleaseCorrespondences();
  // Proof of release (decision 131): the condominium asks for it, or the parcel is valuable.
  const proof = useReleaseProof();
  const rule = proof.requirement(Boolean(condominium?.comprovanteRetirada) || Boolean(parcel?.valiosa));
  // Kept offline (issue 35), a document checked: the success says it waits to be sent.
  const [isQueued, setIsQueued] = useState(false);
  useFlowDirty(!isDone && parcel !== null);

  const changeCode = (text: string) => {
    setCode(text);
    setParcel(null);
    setPickupCode(null);
    setIsDocumentChecked(false);
    setCodeError(null);
    proof.reset();
  };

  const search = (text = code, isScanned = false) => {
    // 6 digits: the resident's pickup code; any other number, or one with its prefix: the label's code.
    const typed = parseReleaseCode(text);
    if (typed === null) {
      setCodeError(WEB_COPY.codeInvalid);
      return;
    }
    const isShown =
      parcel !== null &&
      (typed.kind === 'retirada' ? pickupCode === typed.codigoRetirada : pickupCode === null && parcel.id === typed.id);
    if (isShown) {
      wizard.next();
      return;
    }
    lookup.mutate(typed, {
      onSuccess: (found) => {
        if (found.status === 'PENDENTE') {
          setParcel(found);
          setPickupCode(typed.kind === 'retirada' ? typed.codigoRetirada : null);
          // From the dashboard's scanner: straight to who is collecting, the release's confirmation.
          if (isScanned) wizard.next();
        } else
          setCodeError(
            fill(WEB_COPY.codeReleased, {
              id: found.id,
              data: found.dataRetirada ? formatDataHora(found.dataRetirada) : '',
            }),
          );
      },
      onError: (error) => setCodeError(userMessageOf(error) ?? M.codeNotFound),
    });
  };

  // The code read by the dashboard's scanner field (app/desk-console.tsx), looked up once as the flow opens.
  const [scanned, setScanned] = useFlowState<string | null>(SCANNED_CODE, null);
  const [isFromScanner, setIsFromScanner] = useFlowState(`${SCANNED_CODE}:started`, false);
  useEffect(() => {
    if (scanned === null) return;
    setScanned(null);
    setIsFromScanner(true);
    setCode(scanned);
    search(scanned, true);
    // Once, with the code the flow opened with (the stored code is cleared above).
  }, []);

  const finish = (pickup: Pickup) => {
    if (!parcel || (pickupCode === null && !isDocumentChecked) || rule.isMissing) return;
    proof.lastPickup.current = pickup;
    const checked = pickupCode === null ? { documentoConferido: true as const } : { codigoRetirada: pickupCode };
    release.mutate(
      {
        idUnidade: parcel.unidade.idUnidade,
        ids: [parcel.id],
        pickup,
        proof: checked,
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

  if (isDone) {
    const done = isFromScanner && onClose ? onClose : onExit;
    return (
      <ResultPanel
        variant="success"
        title={isQueued ? OFFLINE_MESSAGES.savedOffline : M.pickupSuccess}
        description={isQueued ? OFFLINE_MESSAGES.savedOfflineDetail : undefined}
        actions={[{ label: M.ok, onClick: done }]}
      />
    );
  }

  const isPersonStep = wizard.activeStep === 1;
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
      id: 'codigo',
      label: WEB_COPY.codeStepLabel,
      content: (
        <CodeStep
          code={code}
          onCodeChange={changeCode}
          onSubmit={(text) => search(text)}
          parcel={parcel}
          error={codeError}
          isSearching={lookup.isPending}
        />
      ),
    },
    {
      id: 'retirada',
      label: M.releasePickupStepLabel,
      content: parcel && (
        <PickupPersonStep
          idUnidade={parcel.unidade.idUnidade}
          value={resident}
          onChange={setResident}
          onOtherPerson={() => setIsOtherOpen(true)}
          preferredName={parcel.destinatario ?? undefined}
          footer={
            <Stack spacing={2}>
              <DocumentCheck
                isCodeChecked={pickupCode !== null}
                isChecked={isDocumentChecked}
                onChange={setIsDocumentChecked}
                isFocused={resident !== null}
                onSubmit={() => handleNext()}
              />
              {!isOtherOpen && proofSection}
            </Stack>
          }
        />
      ),
    },
  ];

  const handleNext = () => {
    if (!isPersonStep) {
      wizard.next();
      return;
    }
    if (resident) {
      finish({ kind: 'resident', morador: listedPickup(resident) });
    }
  };

  const failure = release.error;
  return (
    <>
      <Wizard
        steps={steps}
        activeStep={wizard.activeStep}
        onBack={() => {
          setResident(null);
          wizard.back();
        }}
        onExit={onExit}
        onNext={handleNext}
        isNextDisabled={
          isPersonStep
            ? resident === null || (pickupCode === null && !isDocumentChecked) || rule.isMissing || release.isPending
            : parcel === null
        }
        nextLabel={isPersonStep ? M.finishPickup : undefined}
      />
      <PickupResponsibleDialog
        key={isOtherOpen ? 'open' : 'closed'}
        open={isOtherOpen}
        onCancel={() => setIsOtherOpen(false)}
        onConfirm={(person) => finish({ kind: 'other', ...person })}
        isSubmitting={release.isPending}
        documentCheck={
          pickupCode === null ? { isChecked: isDocumentChecked, onChange: setIsDocumentChecked } : undefined
        }
        proof={isOtherOpen && proofSection}
        isProofMissing={rule.isMissing}
      />
      <LoadingOverlay open={release.isPending} />
      <MutationFeedback
        error={isProofError(failure) ? null : failure}
        title={M.pickupError}
        onClose={() => {
          release.reset();
          // Released meanwhile at another desk: back to the code, which now says when it left.
          if (isApiError(failure) && failure.status === 409) {
            setParcel(null);
            setPickupCode(null);
            setResident(null);
            wizard.goTo(0);
          }
        }}
      />
    </>
  );
};
