import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { useState } from 'react';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { UnitAccessError } from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { clearDraft } from '../../../components/form/use-draft';
import { BlockUnitWizard, useBlockUnitFlow } from '../../../components/ui/wizard/block-unit-wizard';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { useRequestAccess } from '../api/resident-changes';
import { unitText } from '../utils/resident-text';
import { ResidentConfirmation } from './resident-confirmation';
import { ResidentForm, type ResidentDraft } from './resident-form';
import { RequestErrorDialog } from './request-outcome';
import { UnitNotice } from './unit-notice';

/** The resident request's draft belongs to its unit. */
const residentDraftScreen = (idUnidade: number) => `access.resident.${idUnidade}`;

type RegisterResidentProps = { condominium: Condominium; onExit: () => void };

/** Block, unit, 'Cadastrar novo morador', 'Confirmação de dados', then the result or the error code's dialog. */
export const RegisterResident = ({ condominium, onExit }: RegisterResidentProps) => {
  const [draft, setDraft] = useState<ResidentDraft | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const [refusal, setRefusal] = useState<UnitAccessError | null>(null);
  const flow = useBlockUnitFlow(condominium, 1, () => setDraft(null), { as: 'resident' });
  const send = useRequestAccess();
  const { block, unit, wizard } = flow;
  const unitLabel = block && unit ? unitText({ nmBloco: block.nome, nome: unit.nome }) : '';

  const handleConfirm = () => {
    if (!draft) return;
    send.mutate(draft, {
      onSuccess: ({ data }) => {
        if (data.success) {
          clearDraft(residentDraftScreen(draft.idUnidade));
          setIsSent(true);
        } else {
          setRefusal(data.errorCode);
          setIsConfirming(false);
        }
      },
    });
  };
  const handleAnother = () => {
    setIsSent(false);
    setIsConfirming(false);
    setDraft(null);
    send.reset();
    wizard.reset();
  };

  if (isSent) {
    return (
      <ResultPanel
        variant="success"
        title={M.requestSent}
        description={`${draft?.nomeSolicitante ?? ''} — ${unitLabel}. ${M.accessWithin48h}`}
        actions={[
          { label: M.backToMenu, onClick: onExit, variant: 'outlined' },
          { label: M.registerAnother, onClick: handleAnother },
        ]}
      />
    );
  }
  const formStep = {
    id: 'dados',
    label: L.dataStep,
    hasOwnActions: true,
    content:
      unit &&
      (isConfirming && draft ? (
        <ResidentConfirmation
          draft={draft}
          unitLabel={unitLabel}
          isSending={send.isPending}
          onBack={() => setIsConfirming(false)}
          onConfirm={handleConfirm}
        />
      ) : (
        <ResidentForm
          key={unit.idUnidade}
          idUnidade={unit.idUnidade}
          unitLabel={unitLabel}
          draftScreen={residentDraftScreen(unit.idUnidade)}
          {...(draft ? { defaultValues: draft } : {})}
          notice={<UnitNotice idUnidade={unit.idUnidade} />}
          onSubmit={(values) => {
            setDraft(values);
            setIsConfirming(true);
          }}
          onBack={wizard.back}
        />
      )),
  };
  return (
    <>
      <BlockUnitWizard flow={flow} steps={[formStep]} onExit={onExit} />
      <LoadingOverlay open={send.isPending} />
      <MutationFeedback title={M.createFailed} error={send.error} onClose={() => send.reset()} />
      <RequestErrorDialog code={refusal} onClose={() => setRefusal(null)} />
    </>
  );
};
