import type { KeyboardEvent, ReactNode } from 'react';
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { STICKY_ACTIONS } from '../controls/sticky-actions';
import { shouldEnterAdvance, useFocusStepStart, WizardAdvanceContext } from './wizard-next';

export { useWizard } from './use-wizard';
export type { WizardState } from './use-wizard';

export type WizardStep = {
  id: string;
  label: string;
  content: ReactNode;
  /** The step renders its own Voltar / submit row (e.g. a form whose Enter must behave as a form's). */
  hasOwnActions?: boolean;
};

export type WizardProps = {
  steps: WizardStep[];
  activeStep: number;
  onBack: () => void;
  /** Shown as 'Voltar' on the first step to leave the flow (e.g. back to its menu). */
  onExit?: () => void;
  /** When given, an 'Avançar' button (or `nextLabel`) is shown under the step. */
  onNext?: () => void;
  isNextDisabled?: boolean;
  nextLabel?: string;
};

export const stepProgressText = (current: number, total: number) => fill(MESSAGES.stepProgress, { current, total });

/** Step indicator, the current step and the Voltar / Avançar buttons of a linear flow. */
export const Wizard = ({ steps, activeStep, onBack, onExit, onNext, isNextDisabled, nextLabel }: WizardProps) => {
  const current = steps[activeStep];
  const isFirstStep = activeStep === 0;
  const handleBack = isFirstStep ? onExit : onBack;
  const contentRef = useRef<HTMLDivElement>(null);
  useFocusStepStart(contentRef, current?.id);
  const canEnterAdvance = Boolean(onNext && !isNextDisabled && current && !current.hasOwnActions);
  const handleContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canEnterAdvance || !shouldEnterAdvance(event)) return;
    event.preventDefault();
    onNext?.();
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
          {stepProgressText(Math.min(activeStep + 1, steps.length), steps.length)}
        </Typography>
        <Stepper activeStep={activeStep} alternativeLabel>
          {steps.map((step, index) => (
            <Step key={step.id} aria-current={index === activeStep ? 'step' : undefined}>
              <StepLabel>{step.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box ref={contentRef} onKeyDown={handleContentKeyDown}>
        <WizardAdvanceContext.Provider value={onNext}>{current?.content}</WizardAdvanceContext.Provider>
      </Box>
      {(handleBack || onNext) && current && !current.hasOwnActions && (
        <Stack direction="row" spacing={2} sx={[STICKY_ACTIONS, { justifyContent: 'space-between' }]}>
          {handleBack ? (
            <Button
              variant="outlined"
              size="large"
              startIcon={<ArrowBack />}
              onClick={handleBack}
              sx={{ minHeight: 44 }}
            >
              {MESSAGES.back}
            </Button>
          ) : (
            <span />
          )}
          {onNext && (
            <Button variant="contained" size="large" disabled={isNextDisabled} onClick={onNext} sx={{ minHeight: 44 }}>
              {nextLabel ?? MESSAGES.next}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
};
