import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import {
  CATEGORIA_LABELS,
  formatDataHora,
  parcelCodeText,
} from '@portaria/shared/correspondence/correspondence.constants';
import type { EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { fill } from '@portaria/shared/text';
import { Code128Image } from '../../../components/barcode/code128-image';
import { WEB_COPY } from '../correspondence-copy';
import { parcelBarcodeText } from '../scanned-code';

const LABEL_CLASS = 'etiqueta-correspondencia';

/**
 * Only the label goes to paper: a small sticker (code, unit, recipient, date) for the box, from the browser's own
 * print dialog. Everything else on the page is hidden while printing.
 */
const PRINT_STYLES = `@media print {
  body * { visibility: hidden !important; }
  .${LABEL_CLASS}, .${LABEL_CLASS} * { visibility: visible !important; }
  .${LABEL_CLASS} { position: fixed; left: 0; top: 0; width: 72mm; border: 1px solid #000 !important; padding: 4mm !important; }
  .${LABEL_CLASS} [data-no-print] { display: none !important; }
  @page { margin: 6mm; }
}`;

/**
 * What the doorkeeper writes on the box: `Cód.N` large, with the unit, the recipient and when it arrived (issue 17),
 * and its Code 128 barcode, which the release by code reads with a USB scanner or the camera (issue 33, decision 126).
 */
export const ParcelLabel = ({ parcel }: { parcel: EntradaResponse }) => (
  <Box
    className={LABEL_CLASS}
    aria-label={WEB_COPY.labelRegion}
    role="region"
    sx={{
      border: '2px dashed',
      borderColor: 'divider',
      borderRadius: 2,
      px: 4,
      py: 2,
      textAlign: 'center',
      minWidth: 280,
    }}
  >
    <GlobalStyles styles={PRINT_STYLES} />
    <Typography component="p" sx={{ fontSize: '2.75rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '0.02em' }}>
      {parcelCodeText(parcel.id)}
    </Typography>
    <Box sx={{ my: 1 }}>
      <Code128Image
        text={parcelBarcodeText(parcel.id)}
        alt={fill(WEB_COPY.labelBarcodeAlt, { codigo: parcelCodeText(parcel.id) })}
      />
    </Box>
    <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.15rem', mt: 0.5 }}>
      {`${parcel.unidade.nmBloco} - ${parcel.unidade.nome}`}
    </Typography>
    <Typography component="p">{parcel.destinatario}</Typography>
    <Typography component="p" color="text.secondary" variant="body2">
      {`${CATEGORIA_LABELS[parcel.categoria]} · ${formatDataHora(parcel.dataChegada)}`}
    </Typography>
    <Button data-no-print variant="text" startIcon={<Print />} onClick={() => window.print()} sx={{ mt: 1 }}>
      {WEB_COPY.printLabel}
    </Button>
  </Box>
);
