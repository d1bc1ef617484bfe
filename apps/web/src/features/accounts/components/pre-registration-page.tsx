import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import type { FeedbackSeverity } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { paths } from '../../../config/paths';
import { isApiError, userMessageOf } from '../../../lib/api-client';
import { createPreRegistration } from '../api/create-pre-registration';
import { lookupCondominium } from '../api/lookup-condominium';
import type { PreRegistrationDraft, PreRegistrationFormValues } from '../utils/pre-registration-form';
import { ConfirmPreRegistrationDialog } from './confirm-pre-registration-dialog';
import { PreRegistrationForm } from './pre-registration-form';

type Feedback = { severity: FeedbackSeverity; title: string };

/** Spec 01 §8: the lookup's 404 is a warning; anything else is the generic retry message. */
const lookupFeedback = (failure: unknown): Feedback =>
  isApiError(failure) && failure.status === 404
    ? { severity: 'warning', title: M.referenceNotFound }
    : { severity: 'error', title: M.referenceCheckError };

/** Spec 01 §8: a body from the server is shown as a warning; otherwise the default error. */
const submitFeedback = (failure: unknown): Feedback => {
  const message = userMessageOf(failure);
  return message ? { severity: 'warning', title: message } : { severity: 'error', title: M.preRegisterError };
};

/** Form -> reference lookup -> confirmation with the human check -> submit -> success (spec 01 §4). */
export const PreRegistrationPage = () => {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PreRegistrationDraft | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const goToLogin = () => navigate(paths.login.getHref());

  const handleNext = async (values: PreRegistrationFormValues) => {
    setIsBusy(true);
    try {
      const { name } = await lookupCondominium(values.condominio);
      setDraft({ ...values, condominiumName: name });
    } catch (failure) {
      setFeedback(lookupFeedback(failure));
    } finally {
      setIsBusy(false);
    }
  };

  const handleConfirm = async (altcha: string) => {
    if (!draft) return;
    setIsBusy(true);
    try {
      const { condominiumName: _name, ...body } = draft;
      await createPreRegistration({ ...body, altcha });
      setDraft(null);
      setIsDone(true);
    } catch (failure) {
      // The human-check solution is spent either way: the next confirmation brings a fresh challenge.
      setDraft(null);
      setFeedback(submitFeedback(failure));
    } finally {
      setIsBusy(false);
    }
  };

  if (isDone) {
    return (
      <ResultPanel
        variant="success"
        title={M.preRegisterSuccess}
        description={M.preRegisterSuccessDetail}
        actions={[{ label: M.ok, onClick: goToLogin }]}
      />
    );
  }

  return (
    <>
      <PreRegistrationForm isBusy={isBusy} onBack={goToLogin} onSubmit={handleNext} />
      <ConfirmPreRegistrationDialog
        draft={draft}
        isBusy={isBusy}
        onEdit={() => setDraft(null)}
        onConfirm={handleConfirm}
      />
      <LoadingOverlay open={isBusy} />
      <FeedbackDialog
        open={feedback !== null}
        severity={feedback?.severity ?? 'info'}
        title={feedback?.title ?? ''}
        onClose={() => setFeedback(null)}
      />
    </>
  );
};
