import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { DetailList } from '../../../components/ui/controls/detail-list';
import { FileViewer } from '../../../components/ui/files/file-viewer';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { useFacePhoto } from '../api/get-face-photo';
import { profileText, unitText, yesNo } from '../utils/resident-text';

type ResidentDetailDialogProps = {
  resident: Resident | null;
  hasBiometrics: boolean;
  /** The signed-in user: only the resident's creator may delete it (spec 02 §6). */
  userId: number | null;
  onClose: () => void;
  onEdit: (r: Resident) => void;
  onDelete: (r: Resident) => void;
  onRegisterBiometry?: (r: Resident) => void;
};

const BIOMETRY = { CADASTRADA: L.biometryRegistered, NAO_CADASTRADA: L.biometryNotRegistered } as const;

/** Name, block | unit, profile, app, biometry (with 'Cadastrar'), 'Excluir morador' for the creator, 'Editar' unless legacy. */
export const ResidentDetailDialog = ({
  resident,
  hasBiometrics,
  userId,
  onClose,
  onEdit,
  onDelete,
  onRegisterBiometry,
}: ResidentDetailDialogProps) => {
  const r = resident;
  const photo = useFacePhoto();
  const canDelete = r !== null && userId !== null && r.createdBy === userId;
  const canEdit = r !== null && !r.flCadastroDoLegado;
  const biometry =
    r && hasBiometrics ? (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <span>{BIOMETRY[r.morador.statusBiometria]}</span>
        {r.morador.statusBiometria === 'NAO_CADASTRADA' && onRegisterBiometry && (
          <Button size="small" variant="outlined" onClick={() => onRegisterBiometry(r)}>
            {M.registerBiometry}
          </Button>
        )}
        {r.morador.statusBiometria === 'CADASTRADA' && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => photo.mutate(r.morador.idMorador)}
            disabled={photo.isPending}
          >
            {M.viewFacePhoto}
          </Button>
        )}
      </Stack>
    ) : null;
  return (
    <Dialog open={r !== null} onClose={onClose} aria-labelledby="resident-detail-title" fullWidth maxWidth="sm">
      <DialogTitle id="resident-detail-title" sx={{ fontWeight: 700 }}>
        {r?.morador.nome}
      </DialogTitle>
      <DialogContent>
        {r && (
          <DetailList
            aria-label={L.residentData}
            rows={[
              [L.blockUnit, unitText(r.unidade)],
              [L.profile, profileText(r)],
              [L.appInstalled, yesNo(r.morador.cadastrado)],
              ...(biometry ? ([[L.biometry, biometry]] as const) : []),
            ]}
          />
        )}
        {r?.flCadastroDoLegado && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {L.legacyNote}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onClose} sx={{ minHeight: 44, mr: 'auto' }}>
          {MESSAGES.close}
        </Button>
        {canDelete && (
          <Button variant="outlined" color="error" size="large" onClick={() => onDelete(r)} sx={{ minHeight: 44 }}>
            {M.deleteButton}
          </Button>
        )}
        {canEdit && (
          <Button variant="contained" size="large" onClick={() => onEdit(r)} sx={{ minHeight: 44 }}>
            {M.editButton}
          </Button>
        )}
      </DialogActions>
      <FileViewer
        open={photo.isSuccess}
        file={photo.data ?? null}
        onClose={() => photo.reset()}
        title={M.facePhotoTitle}
      />
      <MutationFeedback title={M.facePhotoTitle} error={photo.error} onClose={() => photo.reset()} />
    </Dialog>
  );
};
