import { useEffect, useRef, useState } from 'react';
// JSX typing of <altcha-widget> only; the widget's code itself is imported lazily below.
import type {} from 'altcha/types/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@portaria/shared/messages';
import { env } from '../../../config/env';

/** Served by our own server (self-hosted ALTCHA, SHA-256): no third party sees who is registering. */
export const ALTCHA_CHALLENGE_URL = `${env.apiBaseUrl}/public/altcha/challenge`;

type AltchaState = { state: string; payload?: string };

type AltchaCheckProps = {
  /** The base64 payload once the widget has verified; null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
};

/**
 * The real ALTCHA widget (web component). Its script (~35 KB gzip) and the pt-BR texts are loaded only when the
 * confirmation opens, so neither the login nor the form pays for them.
 */
export const AltchaCheck = ({ onChange }: AltchaCheckProps) => {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let isActive = true;
    const loading = [
      import('altcha'),
      // @ts-expect-error the package ships no declaration for its language files
      import('altcha/i18n/pt-br'),
    ];
    void Promise.all(loading).then(() => {
      if (isActive) setIsReady(true);
    });
    return () => {
      isActive = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!isReady || !widget) return undefined;
    const handleState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaState>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', handleState);
    return () => widget.removeEventListener('statechange', handleState);
  }, [isReady]);

  if (!isReady) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 72 }}>
        <CircularProgress size={28} aria-label={MESSAGES.wait} />
      </Box>
    );
  }
  return <altcha-widget ref={ref} challenge={ALTCHA_CHALLENGE_URL} language="pt-br" name="altcha" />;
};
