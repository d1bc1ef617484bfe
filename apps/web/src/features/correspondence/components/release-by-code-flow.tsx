import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { useFlowDirty } from '../../../components/flow/flow-guard';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { useWizard, Wizard } from '../../../components/ui/wizard/wizard';
import { isApiError } from '../../../lib/api-client';
import { isProofError } from '../api/upload-proof';
import { useParcelByCode } from '../hooks/use-parcel-by-code';
import { useReleaseProof } from '../hooks/use-release-proof';
import { ProofOfRelease } from './proof-of-release';
import type { Pickup } from '../api/release-correspondences';
import { useReleaseCorrespondences } from '../api/release-correspondences';
import { WEB_COPY } from '../correspondence-copy';
import { CodeStep } from './code-step';
import { DocumentCheck } from './document-check';
import { PickupPersonStep, listedPickup } from './pickup-person-step';
import { PickupResponsibleDialog } from './pickup-responsible-dialog';
import { ReleaseDone } from './release-done';

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
  const [isDocumentChecked, setIsDocumentChecked] = useState(false);
  const [resident, setResident] = useState<MoradorItem['morador'] | null>(null);
  const [isOtherOpen, setIsOtherOpen] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const release = useReleaseCorrespondences();
  // Proof of release (decision 131): the condominium asks for it, or the parcel is valuable.
  const proof = useReleaseProof();
  const lookup = useParcelByCode({
    onAdvance: wizard.next,
    onCodeChange: () => {
      setIsDocumentChecked(false);
      proof.reset();
    },
  });
  const { parcel, pickupCode } = lookup;
  const rule = proof.requirement(Boolean(condominium?.comprovanteRetirada) || Boolean(parcel?.valiosa));
  // Kept offline (issue 35), a document checked: the success says it waits to be sent.
  const [isQueued, setIsQueued] = useState(false);
  useFlowDirty(!isDone && parcel !== null);

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

  // After a release the dashboard's scanner started, OK closes the area: the next read waits there.
  if (isDone) return <ReleaseDone isQueued={isQueued} onOk={lookup.isFromScanner && onClose ? onClose : onExit} />;

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
          code={lookup.code}
          onCodeChange={lookup.changeCode}
          onSubmit={(text) => lookup.search(text)}
          parcel={parcel}
          error={lookup.codeError}
          isSearching={lookup.isSearching}
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
            lookup.forgetParcel();
            setResident(null);
            wizard.goTo(0);
          }
        }}
      />
    </>
  );
};
