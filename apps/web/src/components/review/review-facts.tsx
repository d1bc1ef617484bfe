import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

const DATE_FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** One line of a request's columns, side by side and wrapping; secondary unless it is what is being decided. */
export const ReviewFacts = ({ children, isSecondary = true }: { children: ReactNode; isSecondary?: boolean }) => (
  <Typography
    variant="body2"
    color={isSecondary ? 'text.secondary' : undefined}
    component="div"
    sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
  >
    {children}
  </Typography>
);

/** 'Pedido em 21/11/2026 10:24' with a machine-readable time. */
export const RequestedAt = ({ label, at }: { label: string; at: string }) => (
  <span>
    {label} <time dateTime={at}>{DATE_FORMAT.format(new Date(at))}</time>
  </span>
);
