import type { ReactNode } from 'react';
import type { MoveRules } from '@portaria/shared/reservations/move.schemas';
import type { Area } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { ChoiceListSkeleton } from '../../../components/flow/choice-list-skeleton';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useSession } from '../../../lib/session';
import { useAreas, useMoveRules } from '../api/get-areas';

type AreasGateProps = {
  children: (data: { areas: Area[]; rules: MoveRules | null; reference: number; idCondo: number }) => ReactNode;
};

/** The condominium's areas and move rules before the area step: skeleton, then 'Erro ao buscar áreas, tente novamente'. */
export const AreasGate = ({ children }: AreasGateProps) => {
  const { condominium, condominiumId } = useSession();
  const reference = condominium?.referencia ?? 0;
  const areas = useAreas(reference);
  const rules = useMoveRules(reference);
  if (areas.isPending || rules.isPending) return <ChoiceListSkeleton />;
  if (areas.isError) return <RetryAlert onRetry={() => void areas.refetch()}>{M.areasFailed}</RetryAlert>;
  return <>{children({ areas: areas.data, rules: rules.data ?? null, reference, idCondo: condominiumId ?? 0 })}</>;
};
