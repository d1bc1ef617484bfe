import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PendingPhoneChange } from '@portaria/shared/accounts/phone-change.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatPhone } from '@portaria/shared/br/phone';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { ApprovalsReview, type ApprovalsCopy } from '../../../components/review/approvals-review';
import { RequestedAt, ReviewFacts } from '../../../components/review/review-facts';
import { decidePhoneChange, phoneChangeKeys, usePendingPhoneChanges } from '../api/phone-changes';
import { REVIEW_TEXT } from './review-text';

const COPY: ApprovalsCopy<PendingPhoneChange> = {
  listLabel: REVIEW_TEXT.phoneListLabel,
  loadError: REVIEW_TEXT.phoneLoadError,
  approve: M.approve,
  reject: M.reject,
  approveTitle: REVIEW_TEXT.phoneApproveTitle,
  rejectTitle: REVIEW_TEXT.phoneRejectTitle,
  question: (item, decision) =>
    fill(decision === 'reject' ? M.phoneChangeRejectConfirm : M.phoneChangeApproveConfirm, {
      name: item.nome,
      phone: formatPhone(item.telefoneNovo),
    }),
  decided: (_item, decision) => (decision === 'approve' ? M.phoneChangeApproved : M.phoneChangeRejected),
};

/** The new number first, the phone on file (masked), then masked CPF and date. */
const renderFacts = (item: PendingPhoneChange) => (
  <>
    <ReviewFacts isSecondary={false}>
      <span>
        {REVIEW_TEXT.newPhone} <strong>{formatPhone(item.telefoneNovo)}</strong>
      </span>
      <span>
        {REVIEW_TEXT.currentPhone} {item.telefoneAtual ?? REVIEW_TEXT.noPhone}
      </span>
    </ReviewFacts>
    <ReviewFacts>
      <span>
        {MESSAGES.cpfLabel} {item.cpf}
      </span>
      <RequestedAt label={REVIEW_TEXT.requestedAt} at={item.createdAt} />
    </ReviewFacts>
  </>
);

/** 'Trocas de telefone', under the pre-registrations: the syndic vouches for a number before any code goes to it. */
export const PhoneChangesReview = ({ idCondo }: { idCondo: number }) => (
  <Box component="section" aria-labelledby="trocas-telefone" sx={{ mt: 4 }}>
    <Typography id="trocas-telefone" variant="h6" component="h3" sx={{ mb: 1.5 }}>
      {M.phoneChangesTitle}
    </Typography>
    <ApprovalsReview
      query={usePendingPhoneChanges(idCondo, true)}
      copy={COPY}
      nameOf={(item) => item.nome}
      renderFacts={renderFacts}
      decide={(item, decision) => decidePhoneChange(item.id, decision)}
      listKey={phoneChangeKeys.all}
      empty={<Typography color="text.secondary">{M.noPendingPhoneChanges}</Typography>}
      showsLoading={false}
    />
  </Box>
);
