import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { NoticeRecipients } from '../../../components/ui/status/notice-recipients';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { useFlowState } from '../../../components/flow/flow-scope';
import { BlockUnitWizard, useBlockUnitFlow } from '../../../components/ui/wizard/block-unit-wizard';
import { WarningBanner } from '../../../components/ui/status/warning-banner';
import { PARCEL_RECIPIENT } from '../correspondence-unit-starts';
import { useAppInstalled } from '../api/get-app-installed';
import { useParcelNotices } from '../api/get-notices';
import { noticeOutcome } from './notice-outcome';
import { ParcelLabel } from './parcel-label';
import { PendingList } from './pending-list';
import { ParcelRegistration } from './parcel-registration';

type RegisterFlowProps = { condominium: Condominium; onExit: () => void; onClose: () => void };

/** Block (skipped with one block), unit, then the form beside the unit's pending list; the success screen shows the code. */
export const RegisterFlow = ({ condominium, onExit, onClose }: RegisterFlowProps) => {
  const blockUnit = useBlockUnitFlow(condominium, 1, undefined, { as: 'parcel' });
  const { wizard } = blockUnit;
  const [created, setCreated] = useState<EntradaResponse | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The resident the desk's search opened the unit with (issue 32): the first form's recipient, once.
  const [recipient, setRecipient] = useFlowState<string | null>(PARCEL_RECIPIENT, null);
  const idUnidade = blockUnit.unit?.idUnidade ?? null;
  const appInstalled = useAppInstalled(idUnidade);
  const notices = useParcelNotices(created && created.notificados > 0 ? created.id : null);

  if (created) {
    return (
      <ResultPanel
        variant="success"
        title={M.registerSuccess}
        description={noticeOutcome(created, notices.data)}
        actions={[
          { label: MESSAGES.close, variant: 'outlined', onClick: onClose },
          {
            label: M.newOtherUnit,
            variant: 'outlined',
            onClick: () => {
              setCreated(null);
              wizard.reset();
            },
          },
          {
            label: M.newSameUnit,
            onClick: () => {
              setCreated(null);
              setFormKey((key) => key + 1);
            },
          },
        ]}
      >
        {notices.data && <NoticeRecipients notices={notices.data.data} align="center" />}
        <ParcelLabel parcel={created} />
      </ResultPanel>
    );
  }

  const formStep = {
    id: 'cadastro',
    label: M.registerStepLabel,
    hasOwnActions: true,
    content: idUnidade !== null && (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {[blockUnit.hasBlockStep ? blockUnit.block?.nome : null, `${M.colUnidade} ${blockUnit.unit?.nome ?? ''}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {appInstalled.data === false && (
            <Box sx={{ mb: 2 }}>
              <WarningBanner message={M.noAppWarning} />
            </Box>
          )}
          <ParcelRegistration
            key={formKey}
            idUnidade={idUnidade}
            unitLabel={`${blockUnit.block?.nome ?? ''} ${blockUnit.unit?.nome ?? ''}`.trim()}
            onRegistered={(parcel) => {
              setRecipient(null);
              setCreated(parcel);
            }}
            initialRecipient={recipient ?? undefined}
            onBack={wizard.back}
          />
        </Box>
        <PendingList idUnidade={idUnidade} />
      </Box>
    ),
  };

  return <BlockUnitWizard flow={blockUnit} steps={[formStep]} onExit={onExit} />;
};
