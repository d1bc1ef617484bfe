import { useCallback, useState } from 'react';

export type WizardState = {
  activeStep: number;
  stepCount: number;
  /** True once the index reaches the step count: the flow shows its success screen. */
  isDone: boolean;
  isFirstStep: boolean;
  isSuccessOpen: boolean;
  next: () => void;
  back: () => void;
  reset: () => void;
  goTo: (step: number) => void;
  openSuccess: () => void;
  closeSuccess: () => void;
};

type WizardOptions = {
  /** Clears the flow's own selections when the wizard starts over. */
  onReset?: () => void;
  /** The step to open on (a flow put back after a page refresh). */
  initialStep?: number;
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** Step index of a linear flow (spec 01 §4 "Wizard"). */
export const useWizard = (stepCount: number, { onReset, initialStep = 0 }: WizardOptions = {}): WizardState => {
  const [rawStep, setRawStep] = useState(initialStep);
  const [isSuccessOpen, setIsSuccessOpen] = useState(false);
  // The step count can shrink (e.g. the block step disappears once the condominium loads).
  const activeStep = clamp(rawStep, stepCount);

  const next = useCallback(() => {
    setRawStep((step) => clamp(step + 1, stepCount));
    setIsSuccessOpen(false);
  }, [stepCount]);
  const back = useCallback(() => setRawStep((step) => clamp(Math.min(step, stepCount) - 1, stepCount)), [stepCount]);
  const goTo = useCallback((step: number) => setRawStep(clamp(step, stepCount)), [stepCount]);
  const reset = useCallback(() => {
    setRawStep(0);
    setIsSuccessOpen(false);
    onReset?.();
  }, [onReset]);
  const openSuccess = useCallback(() => setIsSuccessOpen(true), []);
  const closeSuccess = useCallback(() => setIsSuccessOpen(false), []);

  return {
    activeStep,
    stepCount,
    isDone: activeStep >= stepCount,
    isFirstStep: activeStep === 0,
    isSuccessOpen,
    next,
    back,
    reset,
    goTo,
    openSuccess,
    closeSuccess,
  };
};
