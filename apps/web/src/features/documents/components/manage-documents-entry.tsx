import { lazy } from 'react';
import Description from '@mui/icons-material/DescriptionOutlined';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { SyndicCard } from '../../../components/ui/syndic-card';
import { useSession } from '../../../lib/session';

const ManageDocuments = lazy(() => import('./manage-documents').then((m) => ({ default: m.ManageDocuments })));

/** Dashboard card of the syndic ('portaria.documentos.write' only): upload or replace the statute and the rules. */
export const ManageDocumentsEntry = () => {
  const session = useSession();
  const idCondo = session.condominiumId ?? 0;
  if (!hasPermission(session.permissions, PERMISSIONS.manageDocuments) || idCondo === 0) return null;
  return (
    <SyndicCard icon={<Description />} title={M.manageTitle} description={`${M.upload} / ${M.replace}`} maxWidth="md">
      <ManageDocuments idCondo={idCondo} />
    </SyndicCard>
  );
};
