import { useParams } from 'react-router';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { PublicLayout } from '../../components/layout/public-layout';
import { PublicDocument } from '../../features/documents/components/public-document';

/** /documento/:token — the link e-mailed to a resident; no login (decision 077). */
export const DocumentLinkRoute = () => {
  const { token = '' } = useParams();
  return (
    <PublicLayout title={M.publicTitle} maxWidth={1000}>
      <PublicDocument token={token} />
    </PublicLayout>
  );
};
