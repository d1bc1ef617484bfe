import Alert from '@mui/material/Alert';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { useUnitResidents } from '../api/get-unit-residents';

/** Spec 02 §2.2: the unit has nobody yet, or nobody with the app. */
export const UnitNotice = ({ idUnidade }: { idUnidade: number }) => {
  const residents = useUnitResidents(idUnidade);
  if (!residents.data) return null;
  const rows = residents.data.data;
  if (rows.length === 0)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {M.unitWithoutResidents}
      </Alert>
    );
  if (!rows.some((r) => r.morador.cadastrado))
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {M.unitWithoutApp}
      </Alert>
    );
  return null;
};
