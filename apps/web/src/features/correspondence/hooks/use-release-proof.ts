import { useRef, useState } from 'react';
import type { Pickup } from '../api/release-correspondences';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { isApiError } from '../../../lib/api-client';
import { EMPTY_PROOF, hasProofDraft, type ProofDraft } from '../api/upload-proof';

/**
 * The proof of release of one release (decision 131): required by the rule the screen knows (the condominium's
 * setting, a valuable parcel) or, when the screen did not know, by the server's 422.
 */
export const useReleaseProof = () => {
  const [draft, setDraft] = useState<ProofDraft>(EMPTY_PROOF);
  const [isAskedByServer, setIsAskedByServer] = useState(false);
  // Who was taking the parcels when the release failed: 'Tentar novamente' sends it again as it was.
  const lastPickup = useRef<Pickup | null>(null);
  return {
    draft,
    setDraft,
    lastPickup,
    /** Whether this release needs proof, and whether 'Finalizar Retirada' still waits for the signature or photo. */
    requirement: (isRequiredByRule: boolean) => {
      const isRequired = isRequiredByRule || isAskedByServer;
      const isMissing = isRequired && !hasProofDraft(draft);
      // What the release sends with it (ReleaseInput's `comprovante` and `isProofRequired`).
      return { isRequired, isMissing, fields: { comprovante: draft, isProofRequired: isRequired } };
    },
    /** A 422 asking for proof opens the section as required. */
    noteFailure: (error: unknown) => {
      if (isApiError(error) && error.status === 422 && error.message === M.proofRequired) setIsAskedByServer(true);
    },
    reset: () => {
      setDraft(EMPTY_PROOF);
      setIsAskedByServer(false);
    },
  };
};
export type ReleaseProof = ReturnType<typeof useReleaseProof>;
