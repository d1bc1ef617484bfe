import { lazy } from 'react';
import Description from '@mui/icons-material/DescriptionOutlined';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { SyndicCardEntry } from '../../../components/ui/controls/syndic-card';

const ManageDocuments = lazy(() => import('./manage-documents').then((m) => ({ default: m.ManageDocuments })));

/** Syndic card ('portaria.documentos.write' only): upload or replace the statute and the rules. */
export const manageDocumentsCard: SyndicCardEntry = {
  id: 'manage-documents',
  permission: PERMISSIONS.manageDocuments,
  needsCondominium: true,
  icon: <Description />,
  title: M.manageTitle,
  description: `${M.upload} / ${M.replace}`,
  maxWidth: 'md',
  Screen: ManageDocuments,
};
