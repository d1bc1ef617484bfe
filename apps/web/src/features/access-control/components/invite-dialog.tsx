import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCESS_MESSAGES, INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import type { InviteInput } from '@portaria/shared/access-control/invitations.schemas';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { hidePhone } from '@portaria/shared/br/phone';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { useCreateInvitation } from '../api/create-invitation';
import { mailtoHref, unitText, whatsappShareHref } from '../utils/resident-text';

type Step = 'choose' | 'confirm-sms' | 'sent' | 'link';

/** Who is invited: the invitation's person fields (spec 02 §3 Invitation) and the place shown under the name. */
export type Invitee = Omit<InviteInput, 'tipoEnvio'> & { place: string };

export const residentInvitee = (r: Resident): Invitee => ({
  idUnidade: r.unidade.idUnidade,
  nomeConvidado: r.morador.nome,
  // The list carries the CPF masked (issue 28 §14): the server reads it from the resident.
  cpfConvidado: null,
  idMorador: r.morador.idMorador,
  telefone: r.morador.telefone,
  email: r.morador.email,
  tipoPessoa: 'MORADOR',
  place: unitText(r.unidade),
});

/** Spec 02 §4 Invite: by SMS (confirm the masked number; hidden without a phone) or by LINK (copy or share). */
export const InviteDialog = ({ invitee, onClose }: { invitee: Invitee | null; onClose: () => void }) => {
  const [step, setStep] = useState<Step>('choose');
  const [link, setLink] = useState('');
  const [isCopied, setIsCopied] = useState(false);
  const invite = useCreateInvitation();
  if (!invitee) return null;
  const { place, ...person } = invitee;
  const phone = person.telefone ?? null;
  const handleClose = () => {
    setStep('choose');
    setLink('');
    setIsCopied(false);
    invite.reset();
    onClose();
  };
  const send = (tipoEnvio: 'SMS' | 'LINK') =>
    invite.mutate(
      { ...person, tipoEnvio },
      {
        onSuccess: (answer) => {
          setLink(answer.link);
          setStep(tipoEnvio === 'SMS' ? 'sent' : 'link');
        },
      },
    );
  const handleCopy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setIsCopied(true);
  };
  const message = `${I.inviteTitle}: ${link}`;
  return (
    <>
      <Dialog open onClose={handleClose} aria-labelledby="invite-title" fullWidth maxWidth="sm">
        <DialogTitle id="invite-title" sx={{ fontWeight: 700 }}>
          {step === 'sent' ? I.inviteSent : step === 'link' ? I.linkGenerated : I.inviteTitle}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ fontWeight: 600 }}>{person.nomeConvidado}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {place}
          </Typography>
          {step === 'choose' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {phone && (
                <Button
                  variant="outlined"
                  size="large"
                  onClick={() => setStep('confirm-sms')}
                  sx={{ minHeight: 48, flex: 1 }}
                >
                  {I.sendBySms}
                </Button>
              )}
              <Button
                variant="contained"
                size="large"
                disabled={invite.isPending}
                onClick={() => send('LINK')}
                sx={{ minHeight: 48, flex: 1 }}
              >
                {I.generateLink}
              </Button>
            </Stack>
          )}
          {step === 'confirm-sms' && phone && (
            <Typography>{fill(I.confirmPhone, { telefone: hidePhone(phone) })}</Typography>
          )}
          {step === 'sent' && phone && <Typography>{hidePhone(phone)}</Typography>}
          {step === 'link' && (
            <Stack spacing={1.5}>
              <TextField label={L.inviteLink} value={link} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
              <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
                <Button variant="contained" onClick={() => void handleCopy()} sx={{ minHeight: 44 }}>
                  {isCopied ? I.linkCopied : I.copyLink}
                </Button>
                <Typography component="span">{I.share}:</Typography>
                <Link href={whatsappShareHref(message)} target="_blank" rel="noopener">
                  {I.shareWhatsapp}
                </Link>
                <Link href={mailtoHref(person.email ?? '', I.inviteTitle, message)}>{I.shareEmail}</Link>
              </Stack>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={step === 'confirm-sms' ? () => setStep('choose') : handleClose}
            sx={{ minHeight: 44 }}
          >
            {step === 'confirm-sms' ? MESSAGES.back : MESSAGES.close}
          </Button>
          {step === 'confirm-sms' && (
            <Button
              variant="contained"
              size="large"
              disabled={invite.isPending}
              onClick={() => send('SMS')}
              sx={{ minHeight: 44 }}
            >
              {I.sendBySms}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <MutationFeedback
        title={ACCESS_MESSAGES.requestFailedTitle}
        error={invite.error}
        onClose={() => invite.reset()}
      />
    </>
  );
};
