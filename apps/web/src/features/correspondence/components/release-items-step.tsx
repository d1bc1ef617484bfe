import { useQueuedReleaseIds } from '../hooks/use-queued-releases';
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { correspondenceItemLabel } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { plural } from '@portaria/shared/text';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { MultiChoiceList } from '../../../components/ui/choices/multi-choice-list';
import { SearchBox } from '../../../components/ui/controls/search-box';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { usePendingCorrespondences } from '../api/get-pending-correspondences';
import { WEB_COPY } from '../correspondence-copy';
import { foldText } from '@portaria/shared/text';

export type ReleaseMode = 'list' | 'code';

type ReleaseItemsStepProps = {
  idUnidade: number;
  mode: ReleaseMode;
  onModeChange: (mode: ReleaseMode) => void;
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
  code: string;
  onCodeChange: (code: string) => void;
  onItemNotFound: () => void;
};

const fold = foldText;

/** The code a resident shows ('Cód.12', '12') against the unit's pending parcels. */
export const findByCode = (items: Correspondencia[], code: string) => {
  const id = Number(code.replace(/\D/g, ''));
  return code.trim() && Number.isInteger(id) ? (items.find((item) => item.id === id) ?? null) : null;
};

/** The recipient, and where the parcel is on the shelf when the desk noted it. */
const describe = (item: Correspondencia) =>
  [
    item.destinatario,
    item.prateleira ? `${M.colPrateleira} ${item.prateleira}` : null,
    // A valuable parcel's release will ask for the signature or the photo (decision 131).
    item.valiosa ? M.valiosaBadge : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** Choose the unit's pending parcels (search, select-all) or type the code of one (spec 02 §2.6). */
export const ReleaseItemsStep = (props: ReleaseItemsStepProps) => {
  const { idUnidade, mode, onModeChange, selected, onSelectedChange, code, onCodeChange, onItemNotFound } = props;
  const pending = usePendingCorrespondences(idUnidade);
  const [search, setSearch] = useState('');
  const released = useQueuedReleaseIds();
  const items = useMemo(
    () => (pending.data?.data ?? []).filter((item) => !released.has(item.id)),
    [pending.data, released],
  );
  const visible = useMemo(() => {
    const query = fold(search);
    const withLabels = items.map((item) => ({ item, label: correspondenceItemLabel(item) }));
    return query
      ? withLabels.filter(({ item, label }) =>
          fold(`${label} ${item.destinatario} ${item.prateleira ?? ''}`).includes(query),
        )
      : withLabels;
  }, [items, search]);

  if (pending.isPending) return <CircularProgress aria-label={MESSAGES.wait} />;
  if (pending.isError) {
    return <RetryAlert onRetry={() => void pending.refetch()}>{WEB_COPY.pendingLoadError}</RetryAlert>;
  }

  const isCodeUnknown = mode === 'code' && code.trim() !== '' && findByCode(items, code) === null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {mode === 'list' ? (
          <SearchBox onSearch={setSearch} placeholder={WEB_COPY.searchItems} defaultExpanded />
        ) : (
          <span />
        )}
        <Button onClick={() => onModeChange(mode === 'list' ? 'code' : 'list')} sx={{ flexShrink: 0 }}>
          {mode === 'list' ? WEB_COPY.releaseByCode : WEB_COPY.releaseBySelection}
        </Button>
      </Stack>
      {mode === 'code' ? (
        <TextField
          label={M.typeCode}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          autoFocus
          autoComplete="off"
          error={isCodeUnknown}
          helperText={isCodeUnknown ? WEB_COPY.codeNotFound : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
      ) : (
        <>
          <MultiChoiceList
            items={visible.map(({ item, label }) => ({ id: item.id, label, description: describe(item) }))}
            selected={selected}
            onChange={onSelectedChange}
            selectAllLabel={M.selectAll}
            emptyText={
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} component="span">
                <Typography component="span">{M.emptyList}</Typography>
                <Button variant="outlined" onClick={onItemNotFound}>
                  {M.itemNotFound}
                </Button>
              </Stack>
            }
          />
          {items.length > 0 && (
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {plural(selected.length, WEB_COPY.selectedCount)}
              </Typography>
              <Button onClick={onItemNotFound}>{M.itemNotFound}</Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
};
