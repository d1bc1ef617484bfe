import { useState } from 'react';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import type { CreateVehicleOutput, Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { CondominiumGate } from '../../../components/flow/condominium-gate';
import { BlockUnitWizard, useBlockUnitFlow } from '../../../components/ui/wizard/block-unit-wizard';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { useCreateVehicle } from '../api/create-vehicle';
import { plateText, typeLabel, unitText } from '../utils/vehicle-text';
import { VehicleForm } from './vehicle-form';

type RegisterVehicleProps = { onExit: () => void; onClose: () => void };

/** Block (skipped with one block), unit, then the form; ends on 'Cadastro realizado com sucesso!'. */
export const RegisterVehicle = (props: RegisterVehicleProps) => (
  <CondominiumGate errorMessage={M.blocksLoadError}>
    {(condominium) => <RegisterVehicleSteps condominium={condominium} {...props} />}
  </CondominiumGate>
);

const RegisterVehicleSteps = ({
  condominium,
  onExit,
  onClose,
}: RegisterVehicleProps & { condominium: Condominium }) => {
  const flow = useBlockUnitFlow(condominium, 1);
  const create = useCreateVehicle();
  const [created, setCreated] = useState<Vehicle | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { block, unit, wizard } = flow;

  const handleSubmit = (values: CreateVehicleOutput) => create.mutate(values, { onSuccess: setCreated });
  const handleNewRegistration = () => {
    setCreated(null);
    setFormKey((k) => k + 1);
    create.reset();
    wizard.reset();
  };

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
  const formStep = {
    id: 'dados',
    label: M.dataStepLabel,
    hasOwnActions: true,
    content: unit && (
      <VehicleForm
        key={formKey}
        title={M.formTitle}
        unitLabel={block ? unitText({ nmBloco: block.nome, nome: unit.nome }) : ''}
        idUnidade={unit.idUnidade}
        submitLabel={M.finish}
        onSubmit={handleSubmit}
        onBack={wizard.back}
        isSubmitting={create.isPending}
      />
    ),
  };
  return (
    <>
      <BlockUnitWizard flow={flow} steps={[formStep]} onExit={onExit} />
      <LoadingOverlay open={create.isPending} />
      <MutationFeedback title={M.registerError} error={create.error} onClose={() => create.reset()} />
    </>
  );
};
