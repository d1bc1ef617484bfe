import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Correspondencia, MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { parseParcelCode } from '@portaria/shared/correspondence/parcel-code';
import { fill } from '@portaria/shared/text';
import { useFlowDirty } from '../../../components/flow/flow-guard';
import { useFlowState } from '../../../components/flow/flow-scope';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { useWizard, Wizard } from '../../../components/ui/wizard/wizard';
import { isApiError, userMessageOf } from '../../../lib/api-client';
import { getParcelByCode } from '../api/get-parcel-by-code';
import type { Pickup } from '../api/release-correspondences';
import { useReleaseCorrespondences } from '../api/release-correspondences';
import { WEB_COPY } from '../correspondence-copy';
import { SCANNED_CODE } from '../scanned-code';
import { CodeStep } from './code-step';
import { PickupPersonStep, listedPickup } from './pickup-person-step';
import { PickupResponsibleDialog } from './pickup-responsible-dialog';

type ReleaseByCodeFlowProps = {
  onExit: () => void;
  /** Closes the whole area: after a release the dashboard's scanner started, the next read waits there. */
  onClose?: () => void;
};

/**
 * 'Retirar pelo código' from the correspondence home (spec 02 §2.6 "Alternative entry by code, two steps";
 * decision 047): the code names the parcel and its unit, so there is no block or unit step.
 */
export const ReleaseByCodeFlow = ({ onExit, onClose }: ReleaseByCodeFlowProps) => {
  const wizard = useWizard(2);
  const [code, setCode] = useState('');
  const [parcel, setParcel] = useState<Correspondencia | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resident, setResident] = useState<MoradorItem['morador'] | null>(null);
  const [isOtherOpen, setIsOtherOpen] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const lookup = useMutation({ mutationFn: (codigo: number) => getParcelByCode(codigo) });
  const release = useReleaseCorrespondences();
  useFlowDirty(!isDone && parcel !== null);

  const changeCode = (text: string) => {
    setCode(text);
    setParcel(null);
    setCodeError(null);
  };

  const search = (text = code, isScanned = false) => {
    const codigo = parseParcelCode(text);
    if (codigo === null) {
      setCodeError(WEB_COPY.codeInvalid);
      return;
    }
    if (parcel?.id === codigo) {
      wizard.next();
      return;
    }
    lookup.mutate(codigo, {
      onSuccess: (found) => {
        if (found.status === 'PENDENTE') {
          setParcel(found);
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
    if (!parcel) return;
    release.mutate(
      { idUnidade: parcel.unidade.idUnidade, ids: [parcel.id], pickup, dataRetirada: new Date().toISOString() },
      {
        onSuccess: () => {
          setIsOtherOpen(false);
          setIsDone(true);
        },
      },
    );
  };

  if (isDone) {
    const done = isFromScanner && onClose ? onClose : onExit;
    return <ResultPanel variant="success" title={M.pickupSuccess} actions={[{ label: M.ok, onClick: done }]} />;
  }

  const isPersonStep = wizard.activeStep === 1;
  const steps = [
    {
      id: 'codigo',
      label: WEB_COPY.codeStepLabel,
      content: (
        <CodeStep
          code={code}
          onCodeChange={changeCode}
          onSubmit={() => search()}
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
        isNextDisabled={isPersonStep ? resident === null || release.isPending : parcel === null}
        nextLabel={isPersonStep ? M.finishPickup : undefined}
      />
      <PickupResponsibleDialog
        key={isOtherOpen ? 'open' : 'closed'}
        open={isOtherOpen}
        onCancel={() => setIsOtherOpen(false)}
        onConfirm={(person) => finish({ kind: 'other', ...person })}
        isSubmitting={release.isPending}
      />
      <LoadingOverlay open={release.isPending} />
      <MutationFeedback
        error={failure}
        title={M.pickupError}
        onClose={() => {
          release.reset();
          // Released meanwhile at another desk: back to the code, which now says when it left.
          if (isApiError(failure) && failure.status === 409) {
            setParcel(null);
            setResident(null);
            wizard.goTo(0);
          }
        }}
      />
    </>
  );
};
