import Stack from '@mui/material/Stack';
import { formatCpf } from '@portaria/shared/br/cpf';
import { AppDialog } from '../../../../components/ui/dialogs/app-dialog';
import { DetailList } from '../../../../components/ui/controls/detail-list';
import { VISITOR_COPY as V } from '../visitors-copy';
import type { VisitorDraft } from '../utils/visitor-draft';
import { KIND_LABELS, type VisitorKind } from '../utils/visitor-kind';
import { ScheduleSummary } from './schedule-summary';

type ConfirmScheduleDialogProps = {
  open: boolean;
  kind: VisitorKind;
  draft: VisitorDraft;
  unitLabel: string | null;
  isSending: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** Enter confirms (the desk's new visitor at the door, issue 32): it deletes nothing. */
  isEnterConfirm?: boolean;
};

const documentText = (draft: VisitorDraft) =>
  draft.numeroDocumento === ''
    ? '—'
    : draft.tipoDocumento === 'CPF'
      ? formatCpf(draft.numeroDocumento)
      : `${V.documento[draft.tipoDocumento]} ${draft.numeroDocumento}`;

/** 'Confirmar dados de agendamento' with 'Voltar e editar' / 'Confirmar e continuar' (spec 02 §2.3). */
export const ConfirmScheduleDialog = ({
  open,
  kind,
  draft,
  unitLabel,
  isSending,
  onBack,
  onConfirm,
  isEnterConfirm = false,
}: ConfirmScheduleDialogProps) => (
  <AppDialog
    open={open}
    title={V.confirmTitle}
    cancelLabel={V.confirmBack}
    confirmLabel={V.confirmSubmit}
    onCancel={onBack}
    onConfirm={onConfirm}
    isConfirmDisabled={isSending}
    isEnterConfirm={isEnterConfirm}
  >
    <Stack spacing={2}>
      <DetailList
        aria-label={V.confirmTitle}
        rows={[
          [V.type, KIND_LABELS[kind]],
          ...(unitLabel ? ([[V.unit, unitLabel]] as const) : []),
          [V.name, draft.nome.trim()],
          ...(draft.empresa.trim() ? ([[V.company, draft.empresa.trim()]] as const) : []),
          ['Documento', documentText(draft)],
        ]}
      />
      <ScheduleSummary draft={draft} />
    </Stack>
  </AppDialog>
);
