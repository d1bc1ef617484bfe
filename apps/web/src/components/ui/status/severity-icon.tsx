import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

export type Severity = 'success' | 'error' | 'warning' | 'info' | 'cancel';

const ICONS = {
  success: CheckCircleOutlined,
  error: ErrorOutlined,
  warning: WarningAmberOutlined,
  info: InfoOutlined,
  cancel: CancelOutlined,
} as const;

/** Palette key per severity; 'cancel' reuses the error colour (red X). */
export const severityColor = (severity: Severity) => (severity === 'cancel' ? 'error' : severity);

type SeverityIconProps = { severity: Severity; size: number } & Pick<SvgIconProps, 'sx'>;

/** Decorative: the title next to it carries the meaning. */
export const SeverityIcon = ({ severity, size, sx }: SeverityIconProps) => {
  const Icon = ICONS[severity];
  return (
    <Icon
      aria-hidden
      data-severity={severity}
      color={severityColor(severity)}
      sx={[{ fontSize: size }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
};
