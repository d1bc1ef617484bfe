import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { InfiniteList } from '../../../../components/list/infinite-list';
import { CenteredSpinner } from '../../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { SearchBox } from '../../../../components/ui/controls/search-box';
import { rowsOf } from '../../../../lib/paged-query';
import { NO_VISITOR_FILTERS, useVisitors } from '../../visitors/api/visitor-queries';
import type { VisitorUnit } from '../../visitors/api/visitor-types';
import { KIND_LABELS } from '../../visitors/utils/visitor-kind';
import { placeText } from '../../visitors/utils/visitor-text';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';

type QuickPickerProps = { onPick: (v: VisitorUnit) => void; onAdd: () => void; onBack: () => void };

/** Spec 02 §2.3 quick visitor picker: a registered visitor arrives; or 'Adicionar novo visitante ou prestador'. */
export const QuickPicker = ({ onPick, onAdd, onBack }: QuickPickerProps) => {
  const [curinga, setCuringa] = useState('');
  const visitors = useVisitors({ ...NO_VISITOR_FILTERS, curinga });
  const rows = rowsOf(visitors.data);
  return (
    <Stack spacing={2}>
      <SearchBox onSearch={setCuringa} placeholder={E.pickerSearch} defaultExpanded />
      {visitors.isPending && <CenteredSpinner minHeight={120} />}
      {visitors.isError && <RetryAlert onRetry={() => void visitors.refetch()}>{E.visitorsFailed}</RetryAlert>}
      {visitors.isSuccess && rows.length === 0 && <Typography color="text.secondary">{E.emptyList}</Typography>}
      <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>
        <InfiniteList query={visitors} loadingLabel={E.pickerSearch} loadMoreLabel={E.loadMore}>
          {rows.length > 0 && (
            <Box
              component="ul"
              aria-label={E.pickerTitle}
              sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
            >
              {rows.map((v) => (
                <Box component="li" key={v.idVisitanteUnidade} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                  <ButtonBase
                    onClick={() => onPick(v)}
                    sx={{
                      width: '100%',
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      px: 2,
                      py: 1.25,
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{v.visitante.nome}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[KIND_LABELS[v.visitante.visitanteTipo], placeText(v.nmBloco, v.nmUnidade)].join(' · ')}
                      </Typography>
                    </Box>
                  </ButtonBase>
                </Box>
              ))}
            </Box>
          )}
        </InfiniteList>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {E.back}
        </Button>
        <Button variant="contained" size="large" startIcon={<PersonAdd />} onClick={onAdd} sx={{ minHeight: 44 }}>
          {E.quickPickerAdd}
        </Button>
      </Stack>
    </Stack>
  );
};
