import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { DocumentItem } from '@portaria/shared/documents/document.schemas';
import { DOCUMENT_LIMITS, type TipoDocumento } from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { CondominiumGate } from '../../../components/flow/condominium-gate';
import { BlockUnitWizard, useBlockUnitFlow } from '../../../components/ui/wizard/block-unit-wizard';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { useSendDocument } from '../api/send-document';
import { DocumentChoice, DocumentNotFound } from './document-choice';
import { RecipientStep, type Recipient } from './recipient-step';

type SendDocumentProps = { onExit: () => void; onClose: () => void };

/** Block (skipped with one block), unit, recipient, document: 4 steps (3 with one block); then the success screen. */
export const SendDocument = (props: SendDocumentProps) => (
  <CondominiumGate errorMessage={M.blocksLoadError}>
    {(condominium) => <SendDocumentSteps condominium={condominium} {...props} />}
  </CondominiumGate>
);

const SendDocumentSteps = ({ condominium, onExit, onClose }: SendDocumentProps & { condominium: Condominium }) => {
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [choice, setChoice] = useState<{ tipo: TipoDocumento; document: DocumentItem | null } | null>(null);
  const [isNoticeOpen, setIsNoticeOpen] = useState(false);
  const send = useSendDocument();
  // Kept with the open flow: the desk's quick action (issue 32) and a refresh open it on the unit's recipients.
  const flow = useBlockUnitFlow(
    condominium,
    2,
    () => {
      setRecipient(null);
      setChoice(null);
    },
    { as: 'document', lastOwnStep: 0 },
  );
  const { unit, wizard } = flow;

  const handleSend = () => {
    if (!unit || !recipient || !choice?.document) return;
    send.mutate(
      {
        idUnidade: unit.idUnidade,
        idMorador: recipient.idMorador,
        email: recipient.email,
        nomeArquivo: choice.document.nome,
        link: choice.document.link,
        tipoDocumento: choice.tipo,
      },
      { onSuccess: () => setIsNoticeOpen(true) },
    );
  };
  const handleNew = () => {
    send.reset();
    wizard.reset();
  };

  const notice = (
    <Snackbar
      open={isNoticeOpen}
      autoHideDuration={DOCUMENT_LIMITS.noticeMs}
      onClose={() => setIsNoticeOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={() => setIsNoticeOpen(false)}>
        <AlertTitle>{M.sentNotice}</AlertTitle>
        {M.sentNoticeDeadline}
      </Alert>
    </Snackbar>
  );
  if (send.isSuccess) {
    return (
      <>
        <ResultPanel
          variant="success"
          title={M.sent}
          description={recipient?.email}
          actions={[
            { label: MESSAGES.close, onClick: onClose, variant: 'outlined' },
            { label: M.newSend, onClick: handleNew },
          ]}
        />
        {notice}
      </>
    );
  }

  const recipientIndex = flow.ownStepIndex(0);
  const documentIndex = flow.ownStepIndex(1);
  const steps = [
    {
      id: 'morador',
      label: M.residentStepLabel,
      content: unit && <RecipientStep idUnidade={unit.idUnidade} value={recipient} onChange={setRecipient} />,
    },
    {
      id: 'documento',
      label: M.documentStepLabel,
      content: (
        <Stack spacing={2}>
          <DocumentChoice
            idCondo={condominium.idCondo}
            value={choice?.tipo ?? null}
            onChange={(tipo, document) => setChoice({ tipo, document })}
          />
          {choice && !choice.document && <DocumentNotFound />}
        </Stack>
      ),
    },
  ];
  const isOnDocument = wizard.activeStep === documentIndex;
  return (
    <>
      <BlockUnitWizard
        flow={flow}
        steps={steps}
        onExit={onExit}
        onNext={isOnDocument ? handleSend : wizard.next}
        nextLabel={isOnDocument ? M.send : undefined}
        isNextDisabled={
          wizard.activeStep === recipientIndex
            ? !recipient
            : isOnDocument
              ? !choice?.document || send.isPending
              : undefined
        }
      />
      <LoadingOverlay open={send.isPending} />
      <MutationFeedback title={M.sendFailed} error={send.error} onClose={() => send.reset()} />
    </>
  );
};
