import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CameraAlt from '@mui/icons-material/CameraAlt';
import CheckCircle from '@mui/icons-material/CheckCircle';
import UploadFile from '@mui/icons-material/UploadFile';
import { INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import type { PublicInvite } from '@portaria/shared/access-control/invitations.schemas';
import { publicInvitationEndpoints as E } from '@portaria/shared/access-control/invitations.endpoints';
import { fill } from '@portaria/shared/text';
import { userMessageOf } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { CameraCapture } from './camera-capture';
import { useSwapFocus } from '../../../components/form/use-swap-focus';
import { ACCEPTED, photoFromFile } from './photo-file';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; invite: PublicInvite }
  | { kind: 'done' };

/**
 * The invitee's page (issue 12): the condominium's name, the LGPD consent (purpose, retention, who sees it, how to
 * revoke), then a photo from the camera or the device; it works at 390 px as on a desk PC.
 */
export const InvitationPage = ({ token }: { token: string }) => {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [hasConsent, setHasConsent] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [isCameraOn, setIsCameraOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The photo replaces the buttons that chose it (and 'Tirar outra foto' brings them back): the focus follows.
  const { expectSwap, focusTarget } = useSwapFocus();
  const canUseCamera = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  useEffect(() => {
    const controller = new AbortController();
    call(E.get, { params: { token }, signal: controller.signal })
      .then((invite) => setState({ kind: 'ready', invite }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: userMessageOf(error) ?? I.notFound });
      });
    return () => controller.abort();
  }, [token]);

  const handleFile = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(I.photoTypeRejected);
    if (file.size > 10 * 1024 * 1024) return setProblem(I.photoTooLarge);
    const chosen = await photoFromFile(file);
    expectSwap();
    setPhoto(chosen);
  };
  const handleSend = async () => {
    if (!photo) return;
    setIsSending(true);
    setProblem(null);
    try {
      await call(E.photo, { params: { token }, body: { consentimento: true, foto: photo } });
      setState({ kind: 'done' });
    } catch (error) {
      setProblem(userMessageOf(error as Error) ?? I.sendFailed);
    } finally {
      setIsSending(false);
    }
  };

  if (state.kind === 'loading')
    return <CircularProgress aria-label={L.loadingInvite} sx={{ display: 'block', mx: 'auto' }} />;
  if (state.kind === 'failed') return <Alert severity="warning">{state.message}</Alert>;
  if (state.kind === 'done') {
    return (
      <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="h2" component="h2">
          {I.done}
        </Typography>
        <Typography>{I.doneText}</Typography>
      </Stack>
    );
  }
  const { invite } = state;
  return (
    <Stack spacing={2.5}>
      <Typography>{fill(I.greeting, { nome: invite.nomeConvidado, condominio: invite.condominio })}</Typography>
      <Box component="section" aria-labelledby="consent-title" sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.100' }}>
        <Typography id="consent-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {I.consentTitle}
        </Typography>
        <Typography variant="body2">{I.consentText}</Typography>
        <FormControlLabel
          sx={{ mt: 1.5, alignItems: 'flex-start' }}
          control={
            <Checkbox checked={hasConsent} onChange={(e) => setHasConsent(e.target.checked)} sx={{ mt: -0.75 }} />
          }
          label={I.consentAccept}
        />
      </Box>
      {hasConsent && !photo && !isCameraOn && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {canUseCamera && (
            <Button
              ref={focusTarget}
              variant="contained"
              size="large"
              startIcon={<CameraAlt />}
              onClick={() => setIsCameraOn(true)}
              sx={{ minHeight: 48, flex: 1 }}
            >
              {I.takePhoto}
            </Button>
          )}
          <Button
            ref={focusTarget}
            variant="outlined"
            size="large"
            startIcon={<UploadFile />}
            onClick={() => fileInput.current?.click()}
            sx={{ minHeight: 48, flex: 1 }}
          >
            {I.uploadPhoto}
          </Button>
        </Stack>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        aria-label={I.uploadPhoto}
        onChange={(e) => void handleFile(e.target.files?.[0])}
      />
      {hasConsent && !photo && (
        <Typography variant="body2" color="text.secondary">
          {I.photoHint}
        </Typography>
      )}
      {isCameraOn && !photo && (
        <CameraCapture
          onCapture={(dataUrl) => {
            expectSwap();
            setPhoto(dataUrl);
            setIsCameraOn(false);
          }}
          onCancel={() => setIsCameraOn(false)}
        />
      )}
      {photo && (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={photo}
            alt={L.yourPhoto}
            sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 2 }}
          />
          <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
            <Button
              variant="outlined"
              onClick={() => {
                expectSwap();
                setPhoto(null);
              }}
              disabled={isSending}
              sx={{ minHeight: 48, flex: 1 }}
            >
              {I.retakePhoto}
            </Button>
            <Button
              ref={focusTarget}
              variant="contained"
              onClick={() => void handleSend()}
              disabled={!hasConsent || isSending}
              sx={{ minHeight: 48, flex: 1 }}
            >
              {I.sendPhoto}
            </Button>
          </Stack>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
};
