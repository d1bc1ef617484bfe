import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';

type LogoProps = { size?: number; variant?: 'color' | 'light'; isWordmarkHidden?: boolean };

/** Building with a gate: the Portaria mark. Drawn inline so it costs no request. */
export const LogoMark = ({ size = 36, variant = 'color' }: Omit<LogoProps, 'isWordmarkHidden'>) => {
  const tile = variant === 'color' ? '#0b4f6c' : '#ffffff';
  const ink = variant === 'color' ? '#ffffff' : '#0b4f6c';
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill={tile} />
      <path d="M12 38V17l12-7 12 7v21" fill="none" stroke={ink} strokeWidth="3" strokeLinejoin="round" />
      <path d="M18 38V26h12v12" fill="none" stroke="#f2a541" strokeWidth="3" strokeLinejoin="round" />
      <path d="M22 26v12M26 26v12" stroke="#f2a541" strokeWidth="2" />
      <circle cx="24" cy="19" r="2.2" fill={ink} />
      <path d="M8 38h32" stroke={ink} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
};

export const Logo = ({ size = 36, variant = 'color', isWordmarkHidden = false }: LogoProps) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }} role="img" aria-label={MESSAGES.appName}>
    <LogoMark size={size} variant={variant} />
    {!isWordmarkHidden && (
      <Typography
        component="span"
        aria-hidden="true"
        sx={{
          fontWeight: 800,
          fontSize: size * 0.6,
          letterSpacing: '-0.02em',
          color: variant === 'color' ? 'primary.main' : 'common.white',
        }}
      >
        {MESSAGES.appName}
      </Typography>
    )}
  </Box>
);
