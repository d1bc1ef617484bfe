import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { DocumentItem } from '@portaria/shared/documents/document.schemas';
import {
  TIPOS_DOCUMENTO,
  TIPO_DOCUMENTO_LABELS,
  type TipoDocumento,
} from '@portaria/shared/documents/documents.constants';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { ChoiceList } from '../../../components/ui/choices/choice-list';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useDocuments } from '../api/get-documents';

/** The spec picks each document by its name: CONVENCAO for the statute, REGULAMENTO for the internal rules. */
export const documentOfType = (dados: DocumentItem[], tipo: TipoDocumento) =>
  dados.find((d) => d.nome.toUpperCase().includes(tipo)) ?? null;

export const DocumentNotFound = () => (
  <Alert severity="warning" role="alert">
    <AlertTitle>{M.notFound}</AlertTitle>
    {M.notFoundHint}
  </Alert>
);

type DocumentChoiceProps = {
  idCondo: number;
  value: TipoDocumento | null;
  onChange: (tipo: TipoDocumento, document: DocumentItem | null) => void;
};

/** 'Selecione o documento:' 'Estatuto/Convenção' or 'Regulamento Interno'. */
export const DocumentChoice = ({ idCondo, value, onChange }: DocumentChoiceProps) => {
  const documents = useDocuments(idCondo);
  if (documents.isPending) return <CenteredSpinner label={M.chooseDocument} minHeight={160} />;
  if (documents.isError) return <RetryAlert onRetry={() => void documents.refetch()}>{M.fetchFailed}</RetryAlert>;
  const dados = documents.data.dados;
  return (
    <ChoiceList
      title={M.chooseDocument}
      items={TIPOS_DOCUMENTO.map((tipo) => ({ id: tipo, label: TIPO_DOCUMENTO_LABELS[tipo] }))}
      value={value}
      onChange={(tipo) => onChange(tipo, documentOfType(dados, tipo))}
    />
  );
};
