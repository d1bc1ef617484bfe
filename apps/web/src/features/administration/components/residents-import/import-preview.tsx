import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import type { ImportPreview } from '@portaria/shared/administration/residents-import.schemas';
import { fill } from '@portaria/shared/text';

const COUNTS = [
  ['criar', M.countCreate],
  ['atualizar', M.countUpdate],
  ['inalterado', M.countUnchanged],
  ['recusado', M.countRefused],
] as const;

/** The preview's counts per outcome, then the refused rows with their reason (the first ones the server lists). */
export const ImportPreviewSummary = ({ preview }: { preview: ImportPreview }) => (
  <Box component="section" aria-labelledby="import-preview-title">
    <Typography id="import-preview-title" component="h3" variant="h6" sx={{ mb: 1 }}>
      {M.previewTitle}
    </Typography>
    <Stack component="dl" direction="row" sx={{ gap: 3, flexWrap: 'wrap', m: 0 }}>
      {COUNTS.map(([key, label]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {preview.contagem[key].toLocaleString('pt-BR')}
          </Typography>
        </Box>
      ))}
    </Stack>
    {preview.recusadas.length > 0 && (
      <Box sx={{ mt: 2 }}>
        <Typography component="h4" variant="subtitle1">
          {M.refusedTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {preview.contagem.recusado > preview.recusadas.length
            ? fill(M.refusedMore, { n: preview.recusadas.length })
            : M.refusedHint}
        </Typography>
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={M.refusedTitle}>
            <TableHead>
              <TableRow>
                {[M.columnLine, M.columnBlock, M.columnUnit, M.columnName, M.columnCpf, M.columnReason].map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.recusadas.map((row) => (
                <TableRow key={row.linha}>
                  <TableCell>{row.linha}</TableCell>
                  <TableCell>{row.bloco}</TableCell>
                  <TableCell>{row.unidade}</TableCell>
                  <TableCell>{row.nome}</TableCell>
                  <TableCell>{row.cpf}</TableCell>
                  <TableCell>{row.motivo}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    )}
  </Box>
);
