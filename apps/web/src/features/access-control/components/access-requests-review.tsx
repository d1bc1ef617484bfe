import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PROFILE_LABELS } from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_LABELS as L, ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { AccessRequest } from '@portaria/shared/access-control/residents.schemas';
import { formatPhone } from '@portaria/shared/br/phone';
import { fill } from '@portaria/shared/text';
import { ApprovalsReview, type ApprovalsCopy } from '../../../components/review/approvals-review';
import { RequestedAt, ReviewFacts } from '../../../components/review/review-facts';
import { userMessageOf } from '../../../lib/api-client';
import { accessRequestKeys, decideAccessRequest, usePendingAccessRequests } from '../api/access-requests';

const unitOf = (item: AccessRequest) => `${item.unidade.nmBloco} | ${item.unidade.nome}`;

const COPY: ApprovalsCopy<AccessRequest> = {
  listLabel: M.reviewTitle,
  loadError: M.requestFailedText,
  approve: M.approve,
  reject: M.refuse,
  approveTitle: L.approveTitle,
  rejectTitle: L.refuseTitle,
  question: (item, decision) =>
    fill(decision === 'reject' ? L.refuseQuestion : L.approveQuestion, {
      nome: item.nomeSolicitante,
      unidade: unitOf(item),
    }),
  note: L.outcomeByEmail,
  decided: (item, decision) =>
    fill(decision === 'approve' ? L.approvedFor : L.refusedFor, { nome: item.nomeSolicitante }),
};

/** Unit, link, masked CPF, phone, app access and date of one request. */
const renderFacts = (item: AccessRequest) => (
  <ReviewFacts>
    <span>{unitOf(item)}</span>
    <span>{PROFILE_LABELS[item.tipoVinculo]}</span>
    <span>{fill(L.cpfOf, { cpf: item.cpf })}</span>
    <span>{formatPhone(item.celularSolicitante)}</span>
    <span>{item.acessoApp ? L.appYes : L.appNo}</span>
    <RequestedAt label={L.requestedAt} at={item.createdAt} />
  </ReviewFacts>
);

/** The syndic's 'Solicitações de acesso': one row per request, confirm, decide, the list refreshes. */
export const AccessRequestsReview = ({ idCondo }: { idCondo: number }) => (
  <Box>
    <ApprovalsReview
      query={usePendingAccessRequests(idCondo, true)}
      copy={COPY}
      nameOf={(item) => item.nomeSolicitante}
      renderFacts={renderFacts}
      decide={(item, decision) => decideAccessRequest(item.id, decision)}
      listKey={accessRequestKeys.all}
      empty={<Typography sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>{M.reviewEmpty}</Typography>}
      failureOf={(failure) => ({ severity: 'error', text: userMessageOf(failure) ?? M.requestFailedText })}
    />
  </Box>
);
