import { useMemo, useRef, useState } from 'react';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import type { EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { clearDraft } from '../../../components/form/use-draft';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { QUEUED, useRegisterCorrespondence } from '../hooks/use-register-correspondence';
import { useUnitResidents } from '../api/get-unit-residents';
import { ParcelForm } from './parcel-form';

/** The parcel form's draft belongs to its unit. */
const parcelDraftScreen = (idUnidade: number) => `correspondence.parcel.${idUnidade}`;

type ParcelRegistrationProps = {
  idUnidade: number;
  onRegistered: (created: EntradaResponse) => void;
  onBack?: () => void;
  /** 'Bloco A · Unidade 101': the queued record's line in the pendências. */
  unitLabel?: string;
  /** 'Destinatário' filled in (the resident the desk's search opened the unit with). */
  initialRecipient?: string;
};

/** The form wired to the upload and the registration call, with the spec's failure message (data kept). */
export const ParcelRegistration = ({
  idUnidade,
  onRegistered,
  onBack,
  unitLabel,
  initialRecipient,
}: ParcelRegistrationProps) => {
  const register = useRegisterCorrespondence(idUnidade, unitLabel);
  // Kept offline (issue 35): a new empty form, and a message that the record waits to be sent.
  const [queuedCount, setQueuedCount] = useState(0);
  const [isQueuedShown, setIsQueuedShown] = useState(false);
  const residents = useUnitResidents(idUnidade);
  const residentNames = useMemo(
    () => [...new Set((residents.data?.data ?? []).map((item) => item.morador.nome))],
    [residents.data],
  );
  // Keep the texts while the dialog fades out after "Fechar".
  const shown = useRef({ title: '', detail: undefined as string | undefined });
  if (register.errorMessage)
    shown.current = { title: register.errorMessage, detail: register.errorDetail ?? undefined };

  const handleSubmit = async (...args: Parameters<Parameters<typeof ParcelForm>[0]['onSubmit']>) => {
    const [values, photo] = args;
    const created = await register.submit({ values, photo });
    if (!created) return;
    clearDraft(parcelDraftScreen(idUnidade));
    if (created === QUEUED) {
      setQueuedCount((count) => count + 1);
      setIsQueuedShown(true);
      return;
    }
    onRegistered(created);
  };

  return (
    <>
      <ParcelForm
        key={queuedCount}
        draftScreen={parcelDraftScreen(idUnidade)}
        onSubmit={(values, photo) => void handleSubmit(values, photo)}
        isSubmitting={register.isSubmitting}
        onBack={onBack}
        residentNames={residentNames}
        initialRecipient={initialRecipient}
      />
      <LoadingOverlay open={register.isSubmitting} />
      <FeedbackDialog
        open={isQueuedShown}
        severity="success"
        title={OFFLINE_MESSAGES.savedOffline}
        message={OFFLINE_MESSAGES.savedOfflineDetail}
        onClose={() => setIsQueuedShown(false)}
      />
      <FeedbackDialog
        open={register.errorMessage !== null}
        severity="error"
        title={shown.current.title}
        message={shown.current.detail}
        onClose={register.clearError}
        autoCloseMs={0}
      />
    </>
  );
};
