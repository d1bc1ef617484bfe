import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HowToReg from '@mui/icons-material/HowToReg';
import type { PendingPreRegistration } from '@portaria/shared/accounts/accounts.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatPhone } from '@portaria/shared/br/phone';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { ApprovalsReview, type ApprovalsCopy } from '../../../components/review/approvals-review';
import { RequestedAt, ReviewFacts } from '../../../components/review/review-facts';
import { approvePreRegistration } from '../api/approve-pre-registration';
import { preRegistrationKeys, usePendingPreRegistrations } from '../api/get-pending-pre-registrations';
import { rejectPreRegistration } from '../api/reject-pre-registration';
import { PhoneChangesReview } from './phone-changes-review';
import { REVIEW_TEXT } from './review-text';

const COPY: ApprovalsCopy<PendingPreRegistration> = {
  listLabel: REVIEW_TEXT.listLabel,
  loadError: REVIEW_TEXT.loadError,
  approve: M.approve,
  reject: M.reject,
  approveTitle: REVIEW_TEXT.approveTitle,
  rejectTitle: REVIEW_TEXT.rejectTitle,
  question: (item, decision) => fill(decision === 'reject' ? M.rejectConfirm : M.approveConfirm, { name: item.nome }),
  decided: (_item, decision) => (decision === 'approve' ? M.approved : M.rejected),
};

/** Name, masked CPF, role, phone and date of one worker. */
const renderFacts = (item: PendingPreRegistration) => (
  <ReviewFacts>
    <span>
      {MESSAGES.cpfLabel} {item.cpf}
    </span>
    <span>{item.cargo === 'PORTEIRO' ? M.rolePorteiro : M.roleZelador}</span>
    <span>{formatPhone(item.telefone)}</span>
    <RequestedAt label={REVIEW_TEXT.requestedAt} at={item.createdAt} />
  </ReviewFacts>
);

/**
 * The syndic's list: confirm, decide, and the list refreshes (also after a 404/409: someone else decided). The phone
 * changes of the staff follow, in the same screen (issue 28).
 */
export const PreRegistrationsReview = ({ idCondo }: { idCondo: number }) => (
  <Box>
    <ApprovalsReview
      query={usePendingPreRegistrations(idCondo, true)}
      copy={COPY}
      nameOf={(item) => item.nome}
      renderFacts={renderFacts}
      decide={(item, decision) =>
        decision === 'approve' ? approvePreRegistration(item.id) : rejectPreRegistration(item.id)
      }
      listKey={preRegistrationKeys.all}
      empty={
        <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
          <HowToReg sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden="true" />
          <Typography>{M.noPendingPreRegistrations}</Typography>
        </Box>
      }
    />
    <PhoneChangesReview idCondo={idCondo} />
  </Box>
);
