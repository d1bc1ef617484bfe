import { lazy } from 'react';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { SyndicCardEntry } from '../../../components/ui/controls/syndic-card';

const AdministrationConsole = lazy(() =>
  import('./administration-console').then((m) => ({ default: m.AdministrationConsole })),
);

/** The administration console's card (syndic and administrator): the condominium, its blocks, units and people. */
export const administrationCard: SyndicCardEntry = {
  id: 'administration',
  permission: PERMISSIONS.manageCondominium,
  needsCondominium: true,
  icon: <AdminPanelSettings />,
  title: M.cardTitle,
  description: M.cardText,
  maxWidth: 'lg',
  Screen: AdministrationConsole,
};
