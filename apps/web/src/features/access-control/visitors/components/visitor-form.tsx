import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormActions } from '../../../../components/form/form-actions';
import { applyMask } from '../../../../components/form/mask-rules';
import { MaskedField } from '../../../../components/form/masked-field';
import { useFlowDirty } from '../../../../components/flow/flow-guard';
import { VISITOR_COPY as V } from '../visitors-copy';
import { canSubmitDraft, draftIssues } from '../utils/draft-issues';
import { EMPTY_DRAFT, type DocumentType, type DraftChange, type VisitorDraft } from '../utils/visitor-draft';
import type { VisitorKind } from '../utils/visitor-kind';
import { AuthorizationFields } from './authorization-fields';
import { DocumentCheck } from './document-check';
import { ParcelLeaveFields } from './parcel-leave-fields';
import { YesNoField } from '../../components/yes-no-field';

type VisitorFormProps = {
  kind: VisitorKind;
  idUnidade: number | null;
  /** 'Bloco A | 101', or null for a condominium provider. */
  unitLabel: string | null;
  draft: VisitorDraft;
  onChange: (change: DraftChange) => void;
  today: string;
  hasBiometrics: boolean;
  onSubmit: () => void;
  onBack: () => void;
  /** 'VAMOS LÁ' on the already-registered prompt. */
  onFound: (idVisitanteUnidade: number) => void;
  /**
   * The desk's order (issue 32): the document first, focused, and a complete valid CPF moves the focus to the name,
   * so the two are typed without a key between them.
   */
  isDocumentFirst?: boolean;
  /** The draft the form started from (its defaults): the form is dirty once it differs. */
  blank?: VisitorDraft;
};

const DOCUMENT_LABELS = V.documento;
const NAME_MAX = 50;

/** 'Cadastrar novo visitante' / 'Cadastrar novo prestador de serviço' (spec 02 §2.3, §5 Visitor form). */
export const VisitorForm = (props: VisitorFormProps) => {
  const { kind, idUnidade, unitLabel, draft, onChange, today, hasBiometrics, onSubmit, onBack, onFound } = props;
  const { isDocumentFirst = false, blank = EMPTY_DRAFT } = props;
  const nameRef = useRef<HTMLInputElement>(null);
  const documentRef = useRef<HTMLInputElement>(null);
  const title = kind === 'VISITANTE' ? V.newVisitorTitle : V.newProviderTitle;
  const issues = draftIssues(draft);
  const documents: DocumentType[] = draft.estrangeiro ? ['RNE', 'PASSAPORTE'] : ['CPF'];
  const isBiometry = draft.usaBiometriaFacial;
  useFlowDirty(draft !== blank);
  // Only a visitor may be foreign (spec 02 §5): a provider's form goes back to CPF.
  const isForeignProvider = kind !== 'VISITANTE' && draft.estrangeiro;
  useEffect(() => {
    if (isForeignProvider) onChange({ field: 'estrangeiro', value: false });
  }, [isForeignProvider, onChange]);
  const isCpfDone = draft.tipoDocumento === 'CPF' && draft.numeroDocumento.length === 11 && !issues.numeroDocumento;
  useEffect(() => {
    // Only while the person is still in the CPF field: a CPF restored or corrected later keeps the focus where it is.
    if (isDocumentFirst && isCpfDone && document.activeElement === documentRef.current) nameRef.current?.focus();
  }, [isDocumentFirst, isCpfDone]);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitDraft(draft, today)) onSubmit();
  };
  const text = (field: 'nome' | 'empresa', label: string, isRequired = false) => (
    <TextField
      inputRef={field === 'nome' ? nameRef : undefined}
      label={label}
      required={isRequired}
      value={draft[field]}
      onChange={(e) => onChange({ field, value: e.target.value })}
      slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      helperText={`${draft[field].length}/${NAME_MAX}`}
    />
  );
  const person = (
    <>
      {text('nome', V.name, true)}
      {kind !== 'VISITANTE' && text('empresa', V.company)}
    </>
  );
  const documentFields = (
    <>
      {kind === 'VISITANTE' && (
        <YesNoField
          label={V.foreignVisitor}
          value={draft.estrangeiro}
          onChange={(value) => onChange({ field: 'estrangeiro', value })}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
        <TextField
          select
          label={V.documentType}
          required
          value={draft.tipoDocumento}
          onChange={(e) => onChange({ field: 'tipoDocumento', value: e.target.value as DocumentType })}
        >
          {documents.map((d) => (
            <MenuItem key={d} value={d}>
              {DOCUMENT_LABELS[d]}
            </MenuItem>
          ))}
        </TextField>
        {draft.tipoDocumento === 'CPF' ? (
          <MaskedField
            inputRef={documentRef}
            autoFocus={isDocumentFirst}
            mask="cpf"
            label={DOCUMENT_LABELS.CPF}
            required
            value={applyMask('cpf', draft.numeroDocumento)}
            onChange={(e) => onChange({ field: 'numeroDocumento', value: e.target.value.replace(/\D/g, '') })}
            error={Boolean(issues.numeroDocumento)}
            helperText={issues.numeroDocumento}
          />
        ) : (
          <TextField
            inputRef={documentRef}
            label={DOCUMENT_LABELS[draft.tipoDocumento]}
            required
            value={draft.numeroDocumento}
            onChange={(e) =>
              onChange({ field: 'numeroDocumento', value: e.target.value.replace(/[^0-9A-Za-z]/g, '').toUpperCase() })
            }
            slotProps={{ htmlInput: { maxLength: draft.tipoDocumento === 'RNE' ? 8 : 10 } }}
            error={Boolean(issues.numeroDocumento)}
            helperText={issues.numeroDocumento}
          />
        )}
      </Box>
      <DocumentCheck
        tipoDocumento={draft.tipoDocumento}
        numeroDocumento={draft.numeroDocumento}
        idUnidade={idUnidade}
        onFound={onFound}
        onPerson={(value) => value !== draft.idVisitante && onChange({ field: 'idVisitante', value })}
      />
    </>
  );
  return (
    <Box component="form" noValidate aria-label={title} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {unitLabel && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {V.unit}: <strong>{unitLabel}</strong>
        </Typography>
      )}
      <Stack spacing={2.5} sx={{ mt: 2 }}>
        {!isDocumentFirst && person}
        {documentFields}
        {isDocumentFirst && person}
        <AuthorizationFields draft={draft} onChange={onChange} today={today} hasBiometrics={hasBiometrics} />
        {idUnidade !== null && <ParcelLeaveFields draft={draft} onChange={onChange} today={today} />}
        {isBiometry && (
          <MaskedField
            mask="phone"
            label={V.phone}
            required
            value={applyMask('phone', draft.telefone)}
            onChange={(e) => onChange({ field: 'telefone', value: e.target.value.replace(/\D/g, '') })}
            error={Boolean(issues.telefone)}
            helperText={issues.telefone}
          />
        )}
        <FormActions submitLabel={V.next} isSubmitDisabled={!canSubmitDraft(draft, today)} onBack={onBack} />
      </Stack>
    </Box>
  );
};
