import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { fill } from '@portaria/shared/text';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { ListScreen } from '../../../components/list/list-screen';
import { SearchBox } from '../../../components/ui/controls/search-box';
import { rowsOf } from '../../../lib/paged-query';
import { useSession } from '../../../lib/session';
import { NO_FILTERS, useResidents, type ResidentFilters } from '../api/get-residents';
import { DeleteResidentDialog } from './delete-resident-dialog';
import { InviteDialog, residentInvitee } from './invite-dialog';
import { EditResidentDialog } from './edit-resident-dialog';
import { NoCpfDialog } from './no-cpf-dialog';
import { ResidentDetailDialog } from './resident-detail-dialog';
import { ResidentRow } from './resident-row';
import { ResidentsFilter } from './residents-filter';
import { EmptyList } from './list-parts';

type ResidentsListProps = { condominium: Condominium; onBack: () => void; onAdd: () => void };

const hasAnyFilter = (f: ResidentFilters) =>
  f.nomeMorador !== '' ||
  f.idsBlocos.length + f.idsUnidades.length > 0 ||
  f.tipoAcesso !== '' ||
  f.flTemLoginAtivo !== '';

/** Spec 02 §2.2 resident list: search (1 s pause), 'Filtre aqui', 50 per page appended on scroll, detail dialog. */
export const ResidentsList = ({ condominium, onBack, onAdd }: ResidentsListProps) => {
  const session = useSession();
  const [filters, setFilters] = useState<ResidentFilters>(NO_FILTERS);
  // By id: a refetch (after an edit, or a biometry registered meanwhile) shows in the open dialog at once.
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Resident | null>(null);
  const [deleting, setDeleting] = useState<Resident | null>(null);
  const [isNoCpfOpen, setIsNoCpfOpen] = useState(false);
  const [inviting, setInviting] = useState<Resident | null>(null);
  const residents = useResidents(condominium.idCondo, filters);
  const rows = rowsOf(residents.data);
  const total = residents.data?.pages[0]?.meta.totalItems ?? 0;
  const opened = rows.find((r) => r.morador.idMorador === openedId) ?? null;
  const setOpened = (r: Resident | null) => setOpenedId(r?.morador.idMorador ?? null);

  const handleEdit = (r: Resident) => {
    setOpened(null);
    if (!r.morador.cpf) setIsNoCpfOpen(true);
    else setEditing(r);
  };

  return (
    <ListScreen
      title={L.listTitle}
      actions={
        <Button variant="contained" startIcon={<PersonAdd />} onClick={onAdd} sx={{ minHeight: 44 }}>
          {M.addResident}
        </Button>
      }
      search={
        <SearchBox
          onSearch={(nomeMorador) => setFilters((f) => ({ ...f, nomeMorador }))}
          placeholder={M.searchPlaceholder}
          defaultExpanded
        />
      }
      filters={
        <Box>
          <ResidentsFilter condominium={condominium} filters={filters} onChange={setFilters} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {M.useFilters}
          </Typography>
        </Box>
      }
      query={residents}
      isEmpty={rows.length === 0}
      copy={{ loading: L.loading, loadMore: L.loadMore, failed: M.listFailed }}
      empty={
        <EmptyList
          hasFilters={hasAnyFilter(filters)}
          onClear={() => setFilters(NO_FILTERS)}
          emptyText={M.noResidentFound}
        />
      }
      onBack={onBack}
      dialogs={
        <>
          <ResidentDetailDialog
            resident={opened}
            hasBiometrics={condominium.tem_biometria}
            userId={session.user?.idPorteiro ?? null}
            onClose={() => setOpened(null)}
            onEdit={handleEdit}
            onDelete={(r) => {
              setOpened(null);
              setDeleting(r);
            }}
            onRegisterBiometry={(r) => {
              setOpened(null);
              setInviting(r);
            }}
          />
          <EditResidentDialog resident={editing} onClose={() => setEditing(null)} />
          <DeleteResidentDialog resident={deleting} onClose={() => setDeleting(null)} />
          <NoCpfDialog open={isNoCpfOpen} onClose={() => setIsNoCpfOpen(false)} />
          <InviteDialog invitee={inviting && residentInvitee(inviting)} onClose={() => setInviting(null)} />
        </>
      }
    >
      {rows.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {total === 1 ? L.oneResident : fill(L.residentsCount, { n: total })}
        </Typography>
      )}
      {rows.length > 0 && (
        <Box
          component="ul"
          aria-label={L.listLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {rows.map((r) => (
            <ResidentRow key={`${r.morador.idMorador}`} resident={r} onOpen={setOpened} />
          ))}
        </Box>
      )}
    </ListScreen>
  );
};
