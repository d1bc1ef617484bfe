import Typography from '@mui/material/Typography';
import type { UnitContact } from '@portaria/shared/common/unit-contacts';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { ChoiceList } from '../../../components/ui/choices/choice-list';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useUnitResidents } from '../api/get-unit-residents';

type ResidentStepProps = { idUnidade: number; value: UnitContact | null; onChange: (resident: UnitContact) => void };

/** The unit's residents; choosing one fills the form's e-mail (editable there). */
export const ResidentStep = ({ idUnidade, value, onChange }: ResidentStepProps) => {
  const residents = useUnitResidents(idUnidade);
  if (residents.isPending) return <CenteredSpinner label={M.residentTitle} minHeight={160} />;
  if (residents.isError)
    return <RetryAlert onRetry={() => void residents.refetch()}>{M.residentsLoadError}</RetryAlert>;
  const list = residents.data.data;
  if (list.length === 0) return <Typography role="status">{M.noResidents}</Typography>;
  return (
    <ChoiceList
      title={M.residentTitle}
      items={list.map((r) => ({ id: r.idMorador, label: r.nome, description: r.email ?? undefined }))}
      value={value?.idMorador ?? null}
      onChange={(id) => onChange(list.find((r) => r.idMorador === id)!)}
      emptyText={M.noResidents}
    />
  );
};
