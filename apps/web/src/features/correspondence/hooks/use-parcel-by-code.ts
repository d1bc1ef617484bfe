import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Correspondencia } from '@portaria/shared/correspondence/correspondence.schemas';
import { parseReleaseCode, type ReleaseCode } from '@portaria/shared/correspondence/parcel-code';
import { fill } from '@portaria/shared/text';
import { useFlowState } from '../../../components/flow/flow-scope';
import { userMessageOf } from '../../../lib/api-client';
import { findParcelByPickupCode } from '../api/find-parcel-by-pickup-code';
import { getParcelByCode } from '../api/get-parcel-by-code';
import { WEB_COPY } from '../correspondence-copy';
import { SCANNED_CODE } from '../scanned-code';

type ParcelByCodeOptions = {
  /** The parcel shown is the one asked for again (Enter once more), or the scanner found it: on to who takes it. */
  onAdvance: () => void;
  /** The code changed: what was chosen for the previous parcel no longer holds. */
  onCodeChange: () => void;
};

/**
 * The code step of the release by code: the code typed or read, the pending parcel it names, and how it was found
 * (the label's Cód.N, or the resident's pickup code). The code the dashboard's scanner read is looked up once as the
 * flow opens.
 */
export const useParcelByCode = ({ onAdvance, onCodeChange }: ParcelByCodeOptions) => {
  const [code, setCode] = useState('');
  const [parcel, setParcel] = useState<Correspondencia | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  // The resident's pickup code that found the parcel (decision 127); null when it was the label's Cód.N, which
  // asks the doorkeeper to confirm a document instead.
  const [pickupCode, setPickupCode] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: (typed: ReleaseCode) =>
      typed.kind === 'retirada' ? findParcelByPickupCode(typed.codigoRetirada) : getParcelByCode(typed.id),
  });

  const changeCode = (text: string) => {
    setCode(text);
    setParcel(null);
    setPickupCode(null);
    setCodeError(null);
    onCodeChange();
  };

  const search = (text = code, isScanned = false) => {
    // 6 digits: the resident's pickup code; any other number, or one with its prefix: the label's code.
    const typed = parseReleaseCode(text);
    if (typed === null) {
      setCodeError(WEB_COPY.codeInvalid);
      return;
    }
    const isShown =
      parcel !== null &&
      (typed.kind === 'retirada' ? pickupCode === typed.codigoRetirada : pickupCode === null && parcel.id === typed.id);
    if (isShown) {
      onAdvance();
      return;
    }
    lookup.mutate(typed, {
      onSuccess: (found) => {
        if (found.status === 'PENDENTE') {
          setParcel(found);
          setPickupCode(typed.kind === 'retirada' ? typed.codigoRetirada : null);
          // From the dashboard's scanner: straight to who is collecting, the release's confirmation.
          if (isScanned) onAdvance();
        } else
          setCodeError(
            fill(WEB_COPY.codeReleased, {
              id: found.id,
              data: found.dataRetirada ? formatDataHora(found.dataRetirada) : '',
            }),
          );
      },
      onError: (error) => setCodeError(userMessageOf(error) ?? M.codeNotFound),
    });
  };

  // The code read by the dashboard's scanner field (app/desk-console.tsx), looked up once as the flow opens.
  const [scanned, setScanned] = useFlowState<string | null>(SCANNED_CODE, null);
  const [isFromScanner, setIsFromScanner] = useFlowState(`${SCANNED_CODE}:started`, false);
  useEffect(() => {
    if (scanned === null) return;
    setScanned(null);
    setIsFromScanner(true);
    setCode(scanned);
    search(scanned, true);
    // Once, with the code the flow opened with (the stored code is cleared above).
  }, []);

  return {
    code,
    parcel,
    codeError,
    pickupCode,
    isSearching: lookup.isPending,
    isFromScanner,
    changeCode,
    search,
    /** Forgets the parcel (released meanwhile elsewhere): the code stays, to be looked up again. */
    forgetParcel: () => {
      setParcel(null);
      setPickupCode(null);
    },
  };
};
