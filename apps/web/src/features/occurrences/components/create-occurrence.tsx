import { useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnitContact } from '@portaria/shared/common/unit-contacts';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import { TIPO_OCORRENCIA_LABELS } from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill, truncate } from '@portaria/shared/text';
import { LIMITS } from '@portaria/shared/constants';
import { clearDraft } from '../../../components/form/use-draft';
import { CondominiumGate } from '../../../components/flow/condominium-gate';
import { BlockUnitWizard, useBlockUnitFlow } from '../../../components/ui/wizard/block-unit-wizard';
import { DetailList } from '../../../components/ui/controls/detail-list';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { useCreateOccurrence } from '../api/create-occurrence';
import { uploadAttachment } from '../api/upload-attachment';
import { OccurrenceForm, type OccurrenceFormValues } from './occurrence-form';
import { ResidentStep } from './resident-step';

/** The occurrence's draft belongs to its unit. */
const occurrenceDraftScreen = (idUnidade: number) => `occurrences.create.${idUnidade}`;

type CreateOccurrenceProps = { onExit: () => void; onClose: () => void };

/** Block (skipped with one block), unit, resident, 'Nova Ocorrência:', confirmation; then the success screen. */
export const CreateOccurrence = (props: CreateOccurrenceProps) => (
  <CondominiumGate errorMessage={M.blocksLoadError}>
    {(condominium) => <CreateOccurrenceSteps condominium={condominium} {...props} />}
  </CondominiumGate>
);

const CreateOccurrenceSteps = ({
  condominium,
  onExit,
  onClose,
}: CreateOccurrenceProps & { condominium: Condominium }) => {
  const [resident, setResident] = useState<UnitContact | null>(null);
  const [values, setValues] = useState<OccurrenceFormValues | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  // The upload starts when the file is chosen, in parallel with the form (spec 02 §7); sending waits for it.
  const upload = useRef<Promise<string> | null>(null);
  const [uploadError, setUploadError] = useState<Error | null>(null);
  const [created, setCreated] = useState<OccurrenceSummary | null>(null);
  // Kept offline (issue 35): the success says it waits to be sent.
  const [isQueued, setIsQueued] = useState(false);
  const create = useCreateOccurrence();
  const flow = useBlockUnitFlow(
    condominium,
    3,
    () => {
      setResident(null);
      setValues(null);
      handleFile(null);
    },
    { as: 'occurrence', lastOwnStep: 1 },
  );
  const { block, unit, wizard } = flow;

  function handleFile(next: File | null) {
    setFile(next);
    setUploadError(null);
    if (!next) {
      upload.current = null;
      return;
    }
    setIsUploading(true);
    const started = uploadAttachment(next);
    upload.current = started;
    started.catch(() => undefined).finally(() => upload.current === started && setIsUploading(false));
  }

  const handleSend = async () => {
    if (!unit || !values) return;
    let hashAnexo: string | null;
    try {
      hashAnexo = upload.current ? await upload.current : null;
    } catch (error) {
      setUploadError(error as Error);
      return;
    }
    create.mutate(
      {
        idUnidade: unit.idUnidade,
        ...values,
        publica: true,
        tipoUsuario: 'MORADOR',
        hashAnexo,
        dataOcorrencia: new Date().toISOString(),
      },
      {
        onSuccess: (saved) => {
          clearDraft(occurrenceDraftScreen(unit.idUnidade));
          if (saved) setCreated(saved);
          else setIsQueued(true);
        },
      },
    );
  };

  const handleNew = () => {
    setCreated(null);
    setIsQueued(false);
    create.reset();
    wizard.reset();
  };

  const unitName = block && unit ? `${block.nome} - ${unit.nome}` : '';
  if (created || isQueued) {
    return (
      <ResultPanel
        variant="success"
        title={isQueued ? OFFLINE_MESSAGES.savedOffline : M.successTitle}
        description={
          isQueued
            ? OFFLINE_MESSAGES.savedOfflineDetail
            : fill(M.successSubtitle, {
                unidade: unitName,
                referencia: condominium.referencia,
                nome: condominium.nome,
              })
        }
        actions={[
          { label: M.ok, onClick: onClose, variant: 'outlined' },
          { label: M.openNew, onClick: handleNew },
        ]}
      >
        <Typography color="text.secondary">{M.successNote}</Typography>
      </ResultPanel>
    );
  }

  const residentStep = {
    id: 'morador',
    label: M.residentStepLabel,
    content: unit && <ResidentStep idUnidade={unit.idUnidade} value={resident} onChange={setResident} />,
  };
  const formStep = {
    id: 'dados',
    label: M.formStepLabel,
    hasOwnActions: true,
    content: unit && (
      <OccurrenceForm
        key={resident?.idMorador ?? 0}
        draftScreen={occurrenceDraftScreen(unit.idUnidade)}
        defaults={{ ...values, email: values?.email ?? resident?.email ?? '' }}
        file={file}
        onFileChange={handleFile}
        isUploading={isUploading}
        onBack={wizard.back}
        onSubmit={(v) => {
          setValues(v);
          wizard.next();
        }}
      />
    ),
  };
  const confirmStep = {
    id: 'confirmacao',
    label: M.confirmStepLabel,
    content: values && (
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {M.confirmTitle}
        </Typography>
        <DetailList
          aria-label={M.confirmTitle}
          rows={[
            [M.unitLabel, unitName],
            [M.assunto, TIPO_OCORRENCIA_LABELS[values.tipoOcorrencia]],
            [M.mensagem, values.conteudo],
            [M.email, values.email],
            [M.attachmentLabel, file ? truncate(file.name, LIMITS.fileNameInMessages) : M.noAttachment],
          ]}
        />
      </Stack>
    ),
  };
  const residentIndex = flow.ownStepIndex(0);
  const confirmIndex = flow.ownStepIndex(2);
  const isOnResident = wizard.activeStep === residentIndex;
  const isOnConfirm = wizard.activeStep === confirmIndex;
  return (
    <>
      <BlockUnitWizard
        flow={flow}
        steps={[residentStep, formStep, confirmStep]}
        onExit={onExit}
        onNext={isOnConfirm ? () => void handleSend() : wizard.next}
        nextLabel={isOnConfirm ? M.send : undefined}
        isNextDisabled={isOnResident ? !resident : isOnConfirm ? create.isPending : undefined}
      />
      <LoadingOverlay open={create.isPending} />
      <MutationFeedback title={M.createFailed} error={create.error} onClose={() => create.reset()} />
      <MutationFeedback title={M.uploadFailed} error={uploadError} onClose={() => setUploadError(null)} />
    </>
  );
};
