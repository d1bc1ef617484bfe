import { useCallback, useEffect, useRef, useState } from 'react';
import type { TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { isValidCpf, stripCpf } from '@portaria/shared/br/cpf';
import { isValidPhone, stripPhone } from '@portaria/shared/br/phone';
import { TIMINGS } from '@portaria/shared/constants';
import { useWizard } from '../../../components/ui/wizard/use-wizard';
import { isApiError } from '../../../lib/api-client';
import type { CpfCheck } from '../api/check-cpf';
import { checkCpf } from '../api/check-cpf';
import type { CodeDestination } from '../api/send-code';
import { sendCode } from '../api/send-code';
import type { Notice } from '../utils/notices';
import { cpfOutcomeNotice, verificationExpiredNotice } from '../utils/notices';
import { useCodeCheck } from './use-code-check';
import { useCountdown } from './use-countdown';

export const OTHER_PHONE = 'outro';
export const STEP_COUNT = 4;
/** While a new number waits for the syndic, the phone step asks again this often (the per-IP limit allows 10/min). */
export const PHONE_CHANGE_POLL_MS = 10_000;

const isMobile = (phone: string) => isValidPhone(phone) && stripPhone(phone).length === 11;

/** State and server calls of the four-step wizard (spec 01 §2, §4); the screens only render it. */
export const useAccountWizard = (purpose: TwoFactorPurpose) => {
  const wizard = useWizard(STEP_COUNT);
  const [cpf, setCpf] = useState('');
  const [cpfError, setCpfError] = useState<string | null>(null);
  const [check, setCheck] = useState<CpfCheck | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [otherPhone, setOtherPhone] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The server's words when a typed number waits for the syndic (issue 28): shown, and asked again until approved.
  const [pendingChange, setPendingChange] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const countdown = useCountdown(TIMINGS.codeResendSeconds);
  const expire = useCallback(() => setNotice(verificationExpiredNotice), []);
  const codeCheck = useCodeCheck(check?.hashToken ?? null, { onExpired: expire });

  const destination: CodeDestination | null =
    choice === OTHER_PHONE
      ? isMobile(otherPhone)
        ? { phone: otherPhone }
        : null
      : choice
        ? { contactKey: choice }
        : null;

  const restart = () => {
    setNotice(null);
    setCheck(null);
    setChoice(null);
    setOtherPhone('');
    setSentTo(null);
    setPendingChange(null);
    codeCheck.clear();
    wizard.reset();
  };

  const submitCpf = async () => {
    if (!isValidCpf(cpf)) return setCpfError(M.cpfCheckInvalid);
    setIsBusy(true);
    try {
      const answer = await checkCpf(cpf, purpose);
      const outcome = cpfOutcomeNotice(answer, purpose);
      if (outcome) return setNotice(outcome);
      setCheck(answer);
      setChoice(answer.smsContacts.length === 1 ? answer.smsContacts[0]!.key : null);
      setSendError(null);
      wizard.next();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) setCpfError(failure.message);
      else
        setNotice({ severity: 'error', title: isApiError(failure) ? failure.message : M.cpfCheckInvalid, actions: [] });
    } finally {
      setIsBusy(false);
    }
  };

  /**
   * First send (phone step) and "Enviar novamente" (code step) are the same call; a resend replaces the code. A new
   * number answers PENDING_APPROVAL: the step says so and asks again quietly (`isPoll`) until the syndic decides.
   */
  const send = async (isResend: boolean, isPoll = false) => {
    if (!check?.hashToken || !destination) return;
    if (!isPoll) {
      setIsBusy(true);
      setSendError(null);
    }
    try {
      const answer = await sendCode(check.hashToken, destination);
      if (answer.status === 'PENDING_APPROVAL') return setPendingChange(answer.message);
      setPendingChange(null);
      setSentTo(answer.to);
      codeCheck.clear();
      countdown.restart();
      if (!isResend) wizard.next();
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : M.codeSendFailed;
      // A poll that could not reach the server tries again at the next tick.
      if (isPoll && !isApiError(failure)) return;
      setPendingChange(null);
      if (message === M.verificationExpired) expire();
      else setSendError(message);
    } finally {
      if (!isPoll) setIsBusy(false);
    }
  };

  const sendRef = useRef(send);
  sendRef.current = send;
  const isWaiting = pendingChange !== null && wizard.activeStep === 1;
  useEffect(() => {
    if (!isWaiting) return undefined;
    const timer = setInterval(() => void sendRef.current(false, true), PHONE_CHANGE_POLL_MS);
    return () => clearInterval(timer);
  }, [isWaiting]);

  return {
    purpose,
    wizard,
    cpf: {
      value: cpf,
      error: cpfError,
      change: (value: string) => {
        setCpf(value);
        setCpfError(null);
      },
      blur: () => setCpfError(cpf && !isValidCpf(cpf) ? M.cpfInvalid : null),
      focus: () => setCpfError(null),
      canSubmit: stripCpf(cpf).length === 11 && !isBusy,
      submit: submitCpf,
    },
    phone: {
      contacts: check?.smsContacts ?? [],
      choice,
      choose: (value: string) => {
        setChoice(value);
        setSendError(null);
        setPendingChange(null);
      },
      other: otherPhone,
      changeOther: (value: string) => {
        setOtherPhone(value);
        setSendError(null);
        setPendingChange(null);
      },
      error: sendError,
      pendingChange,
      canSubmit: destination !== null && !isBusy,
      submit: () => send(false),
    },
    code: { ...codeCheck, sentTo, countdown, resend: () => send(true), resendError: sendError },
    twoFactorToken: codeCheck.token,
    notice,
    setNotice,
    closeNotice: () => setNotice(null),
    restart,
    expire,
    isBusy,
    setIsBusy,
  };
};

export type AccountWizardState = ReturnType<typeof useAccountWizard>;
