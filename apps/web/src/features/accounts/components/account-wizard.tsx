import { useNavigate } from 'react-router';
import type { TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import type { WizardStep } from '../../../components/ui/wizard/wizard';
import { Wizard } from '../../../components/ui/wizard/wizard';
import { paths } from '../../../config/paths';
import { useAccountWizard } from '../hooks/use-account-wizard';
import { usePasswordForm } from '../hooks/use-password-form';
import { ACCOUNT_TEXT } from '../utils/account-text';
import { CodeStep } from './code-step';
import { CpfStep } from './cpf-step';
import { NoticeDialog } from './notice-dialog';
import { PasswordStep } from './password-step';
import { PhoneStep } from './phone-step';
import { SuccessDialog } from './success-dialog';

type AccountWizardProps = { purpose: TwoFactorPurpose };

/** 'Cadastrar nova conta' and 'Esqueci minha senha': CPF, phone, SMS code, new password (spec 01 §2, §4). */
export const AccountWizard = ({ purpose }: AccountWizardProps) => {
  const navigate = useNavigate();
  const state = useAccountWizard(purpose);
  const { wizard } = state;
  const form = usePasswordForm({
    purpose,
    token: state.twoFactorToken,
    onSaved: wizard.next,
    onNotice: (notice) => state.setNotice(notice),
    onBusy: state.setIsBusy,
  });

  const steps: WizardStep[] = [
    {
      id: 'cpf',
      label: ACCOUNT_TEXT.steps.cpf,
      content: (
        <CpfStep
          state={state.cpf}
          intro={purpose === 'registration' ? ACCOUNT_TEXT.cpfIntroRegistration : ACCOUNT_TEXT.cpfIntroRecovery}
        />
      ),
    },
    { id: 'telefone', label: ACCOUNT_TEXT.steps.phone, content: <PhoneStep state={state.phone} /> },
    { id: 'codigo', label: ACCOUNT_TEXT.steps.code, content: <CodeStep state={state.code} isBusy={state.isBusy} /> },
    { id: 'senha', label: ACCOUNT_TEXT.steps.password, content: <PasswordStep form={form} /> },
  ];

  const next = [
    { onNext: state.cpf.submit, isDisabled: !state.cpf.canSubmit },
    { onNext: state.phone.submit, isDisabled: !state.phone.canSubmit },
    {
      onNext: () => (state.code.token ? wizard.next() : void state.code.validate()),
      isDisabled: !state.code.isComplete || state.code.status === 'validating',
    },
    { onNext: form.submit, isDisabled: !form.canSubmit || state.isBusy, label: ACCOUNT_TEXT.save },
  ][Math.min(wizard.activeStep, 3)]!;

  return (
    <>
      <Wizard
        steps={steps}
        activeStep={Math.min(wizard.activeStep, 3)}
        onBack={wizard.back}
        onExit={() => navigate(paths.login.getHref())}
        onNext={() => void next.onNext()}
        isNextDisabled={next.isDisabled || wizard.isDone}
        nextLabel={'label' in next ? next.label : M.next}
      />
      <LoadingOverlay open={state.isBusy} />
      <NoticeDialog notice={state.notice} onClose={state.closeNotice} onRestart={state.restart} />
      <SuccessDialog open={wizard.isDone} />
    </>
  );
};
