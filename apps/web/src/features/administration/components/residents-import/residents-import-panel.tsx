import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import { fill } from '@portaria/shared/text';
import { useMutation } from '@tanstack/react-query';
import type { BlobResponse } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/save-blob';
import { useApplyResidentsImport } from '../../api/apply-residents-import';
import { fetchRefusedResidents, refusedFallbackName } from '../../api/download-refused-residents';
import { usePreviewResidentsImport } from '../../api/preview-residents-import';
import {
  fetchResidentsImportTemplate,
  templateFallbackName,
  type TemplateFormat,
} from '../../api/residents-import-template';
import { ErrorAlert } from '../error-alert';
import { ImportPreviewSummary } from './import-preview';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The residents import (issue 31 item 4): the templates, the file, the server's preview with counts and refused rows,
 * the confirmation (the same file again with the preview's hash) and the refused rows as a CSV to fix.
 */
export const ResidentsImportPanel = () => {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewResidentsImport();
  const apply = useApplyResidentsImport();
  const download = useMutation({
    mutationFn: async ({ fetch, name }: { fetch: () => Promise<BlobResponse>; name: string }) => {
      const { blob, fileName } = await fetch();
      if (blob) saveBlob(blob, fileName ?? name);
    },
  });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after fixing it: the input forgets it.
    event.target.value = '';
    apply.reset();
    setFile(chosen);
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };
  const handleTemplate = (formato: TemplateFormat) =>
    download.mutate({ fetch: () => fetchResidentsImportTemplate(formato), name: templateFallbackName(formato) });
  const handleRefused = () =>
    file && download.mutate({ fetch: () => fetchRefusedResidents(file), name: refusedFallbackName() });
  const handleConfirm = () =>
    file &&
    preview.data &&
    apply.mutate({ file, hash: preview.data.hash }, { onSuccess: () => (preview.reset(), setFile(null)) });

  const result = preview.data;
  const toApply = result ? result.contagem.criar + result.contagem.atualizar : 0;
  return (
    <Card component="section" aria-labelledby="residents-import-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="residents-import-title" component="h2" variant="h6">
        {M.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {M.intro}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => handleTemplate('xlsx')} disabled={download.isPending}>
          {M.templateXlsx}
        </Button>
        <Button variant="outlined" onClick={() => handleTemplate('csv')} disabled={download.isPending}>
          {M.templateCsv}
        </Button>
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={preview.isPending || apply.isPending}
        >
          {M.chooseFile}
        </Button>
        <input ref={input} type="file" accept={ACCEPT} aria-label={M.fileLabel} hidden onChange={handleFile} />
        <Typography variant="body2">{file?.name ?? M.noFile}</Typography>
      </Stack>
      {preview.isPending && (
        <Typography role="status" sx={{ mt: 2 }}>
          {M.previewing}
        </Typography>
      )}
      <ErrorAlert error={preview.error ?? apply.error ?? download.error} />
      {apply.data && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {apply.data.message}
        </Alert>
      )}
      {result && (
        <Stack sx={{ mt: 2, gap: 2 }}>
          <ImportPreviewSummary preview={result} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" onClick={handleConfirm} disabled={toApply === 0 || apply.isPending}>
              {apply.isPending ? M.applying : M.confirm}
            </Button>
            {result.contagem.recusado > 0 && (
              <Button variant="outlined" onClick={handleRefused} disabled={download.isPending}>
                {M.downloadRefused}
              </Button>
            )}
            <Typography variant="body2" color="text.secondary">
              {toApply === 0 ? M.nothingToApply : fill(M.confirmHint, { n: toApply.toLocaleString('pt-BR') })}
            </Typography>
          </Stack>
        </Stack>
      )}
    </Card>
  );
};
