import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@portaria/shared/messages';
import type { Vehicle, VehicleFields } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { ResultPanel } from '../../../components/ui/result-panel';
import { useBlockUnitSteps } from '../../../components/ui/use-block-unit-steps';
import { Wizard, useWizard, type WizardStep } from '../../../components/ui/wizard';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useCondominium } from '../../../lib/get-condominium';
import { useSession } from '../../../lib/session';
import { useCreateVehicle } from '../api/create-vehicle';
import { plateText, typeLabel, unitText } from '../utils/vehicle-text';
import { ErrorFeedback } from './error-feedback';
import { VehicleForm } from './vehicle-form';

/** Block (skipped with one block), unit, then the form; ends on 'Cadastro realizado com sucesso!'. */
export const RegisterVehicle = ({ onExit, onClose }: { onExit: () => void; onClose: () => void }) => {
  const { condominiumId } = useSession();
  const condominium = useCondominium(condominiumId);
  const location = useBlockUnitSteps(condominium.data);
  const create = useCreateVehicle();
  const [created, setCreated] = useState<Vehicle | null>(null);
  const [formKey, setFormKey] = useState(0);

  const unit = location.unit;
  const handleSubmit = (values: VehicleFields) => {
    if (!unit) return;
    create.mutate({ unidade: unit.idUnidade, ...values }, { onSuccess: setCreated });
  };

  const steps: WizardStep[] = [
    ...location.steps,
    {
      id: 'dados',
      label: M.dataStepLabel,
      hasOwnActions: true,
      content: (
        <VehicleForm
          key={formKey}
          title={M.formTitle}
          unitLabel={unit && location.block ? unitText({ nmBloco: location.block.nome, nome: unit.nome }) : ''}
          submitLabel={M.finish}
          onSubmit={handleSubmit}
          onBack={() => wizard.back()}
          isSubmitting={create.isPending}
        />
      ),
    },
  ];
  const wizard = useWizard(steps.length, { onReset: location.reset });

  const handleNewRegistration = () => {
    setCreated(null);
    setFormKey((k) => k + 1);
    create.reset();
    wizard.reset();
  };

  if (condominium.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label={MESSAGES.wait} />
      </Box>
    );
  }
  if (condominium.isError) {
    return <RetryAlert onRetry={() => void condominium.refetch()}>{M.blocksLoadError}</RetryAlert>;
  }
  if (created) {
    const plate = plateText(created);
    return (
      <ResultPanel
        variant="success"
        title={M.registered}
        description={`${typeLabel(created.tipo)}${plate ? ` ${plate}` : ''} — ${unitText(created.unidade)}`}
        actions={[
          { label: MESSAGES.close, onClick: onClose, variant: 'outlined' },
          { label: M.newRegistration, onClick: handleNewRegistration },
        ]}
      />
    );
  }
  return (
    <>
      <Wizard
        steps={steps}
        activeStep={wizard.activeStep}
        onBack={wizard.back}
        onExit={onExit}
        onNext={wizard.next}
        isNextDisabled={!location.canAdvance(wizard.activeStep)}
      />
      <LoadingOverlay open={create.isPending} />
      <ErrorFeedback title={M.registerError} error={create.error} onClose={() => create.reset()} />
    </>
  );
};
