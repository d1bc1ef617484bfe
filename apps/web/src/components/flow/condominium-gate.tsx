import type { ReactNode } from 'react';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { useCondominium } from '../../lib/get-condominium';
import { useSession } from '../../lib/session';
import { RetryAlert } from '../ui/status/retry-alert';
import { ChoiceListSkeleton } from './choice-list-skeleton';

type CondominiumGateProps = {
  /** The area's words for "the blocks could not be loaded", over a 'Tentar novamente' button. */
  errorMessage: string;
  children: (condominium: Condominium) => ReactNode;
};

/** Loads the condominium in context (blocks, units, residents) before a flow's first step: skeleton, then retry. */
export const CondominiumGate = ({ errorMessage, children }: CondominiumGateProps) => {
  const { condominiumId } = useSession();
  const condominium = useCondominium(condominiumId);
  if (condominium.isPending) return <ChoiceListSkeleton />;
  if (condominium.isError) return <RetryAlert onRetry={() => void condominium.refetch()}>{errorMessage}</RetryAlert>;
  return <>{children(condominium.data)}</>;
};
