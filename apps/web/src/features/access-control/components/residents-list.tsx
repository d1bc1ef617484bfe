import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { fill } from '@portaria/shared/text';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { InfiniteList } from '../../../components/list/infinite-list';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SearchBox } from '../../../components/ui/search-box';
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
import { BackRow, EmptyList } from './list-parts';

type ResidentsListProps = { condominium: Condominium; onBack: () => void; onAdd: () => void };

const hasAnyFilter = (f: ResidentFilters) =>
  f.nomeMorador !== '' || f.idsBlocos.length + f.idsUnidades.length > 0 || f.tipoAcesso !== '' || f.flTemLoginAtivo !== '';

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
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {L.listTitle}
        </Typography>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={onAdd} sx={{ minHeight: 44 }}>
          {M.addResident}
        </Button>
      </Stack>
      <SearchBox onSearch={(nomeMorador) => setFilters((f) => ({ ...f, nomeMorador }))} placeholder={M.searchPlaceholder} defaultExpanded />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
        <Box>
          <ResidentsFilter condominium={condominium} filters={filters} onChange={setFilters} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {M.useFilters}
          </Typography>
        </Box>
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          {residents.isPending && <CenteredSpinner label={L.loading} minHeight={160} />}
          {residents.isError && <RetryAlert onRetry={() => void residents.refetch()}>{M.listFailed}</RetryAlert>}
          {residents.isSuccess && rows.length === 0 && <EmptyList hasFilters={hasAnyFilter(filters)} onClear={() => setFilters(NO_FILTERS)} emptyText={M.noResidentFound} />}
          {rows.length > 0 && (
            <Typography variant="body2" color="text.secondary" role="status">
              {total === 1 ? L.oneResident : fill(L.residentsCount, { n: total })}
            </Typography>
          )}
          <InfiniteList query={residents} loadingLabel={L.loading} loadMoreLabel={L.loadMore}>
            {rows.length > 0 && (
              <Box component="ul" aria-label={L.listLabel} sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
                {rows.map((r) => (
                  <ResidentRow key={`${r.morador.idMorador}`} resident={r} onOpen={setOpened} />
                ))}
              </Box>
            )}
          </InfiniteList>
        </Stack>
      </Box>
      <BackRow onBack={onBack} />
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
    </Stack>
  );
};
