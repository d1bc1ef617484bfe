import { lazy, Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { STAFF_MESSAGES } from '@portaria/shared/administration/staff.messages';
import { AREA_MESSAGES } from '@portaria/shared/administration/areas.messages';
import { PERMISSIONS, hasPermission, type Permission } from '@portaria/shared/permissions';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { useSession } from '../../../lib/session';
import { BlocksPanel } from './blocks-panel';
import { CondominiumPanel } from './condominium-panel';

const StaffPanel = lazy(() => import('./staff/staff-panel').then((m) => ({ default: m.StaffPanel })));
const ResidentsImportPanel = lazy(() =>
  import('./residents-import/residents-import-panel').then((m) => ({ default: m.ResidentsImportPanel })),
);
const AreasSection = lazy(() => import('./areas-section').then((m) => ({ default: m.AreasSection })));
const AuditLogPanel = lazy(() => import('./audit-log').then((m) => ({ default: m.AuditLogPanel })));

type Section = { id: string; label: string; permission: Permission; Panel: ComponentType<{ idCondo: number }> };

/** The console's sections, each shown only with its permission (the server checks the same one). */
const SECTIONS: readonly Section[] = [
  { id: 'condominio', label: M.tabCondominium, permission: PERMISSIONS.manageCondominium, Panel: CondominiumPanel },
  { id: 'blocos', label: M.tabBlocks, permission: PERMISSIONS.manageCondominium, Panel: BlocksPanel },
  { id: 'moradores', label: M.tabResidents, permission: PERMISSIONS.importResidents, Panel: ResidentsImportPanel },
  { id: 'equipe', label: STAFF_MESSAGES.tab, permission: PERMISSIONS.manageStaff, Panel: StaffPanel },
  { id: 'areas', label: AREA_MESSAGES.tabAreas, permission: PERMISSIONS.manageAreas, Panel: AreasSection },
  { id: 'auditoria', label: M.tabAudit, permission: PERMISSIONS.readAudit, Panel: AuditLogPanel },
];

const tabId = (id: string) => 'admin-tab-' + id;

/** The administration console of the session's condominium, one tab per section. */
export const AdministrationConsole = ({ idCondo }: { idCondo: number }) => {
  const session = useSession();
  const sections = SECTIONS.filter((s) => hasPermission(session.permissions, s.permission));
  const [current, setCurrent] = useState(sections[0]?.id ?? '');
  const section = sections.find((s) => s.id === current) ?? sections[0];
  if (!section) return null;
  const { Panel } = section;
  return (
    <Box>
      <Tabs
        value={section.id}
        onChange={(_event, value: string) => setCurrent(value)}
        variant="scrollable"
        aria-label={M.consoleTitle}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((s) => (
          <Tab key={s.id} value={s.id} label={s.label} id={tabId(s.id)} aria-controls="admin-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={tabId(section.id)}>
        <Suspense fallback={<CenteredSpinner />}>
          <Panel key={`${section.id}-${idCondo}`} idCondo={idCondo} />
        </Suspense>
      </Box>
    </Box>
  );
};
