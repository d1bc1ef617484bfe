import { Suspense } from 'react';
import { hasPermission } from '@portaria/shared/permissions';
import { useSession } from '../lib/session';
import type { DeskBoardEntry } from '../types/flow';

/** The dashboard's boards under the tiles (issue 32 item 6), in the registry's order, each with its permission. */
export const DeskBoards = ({ boards }: { boards: readonly DeskBoardEntry[] }) => {
  const { permissions, condominiumId } = useSession();
  if (!condominiumId) return null;
  return (
    <>
      {boards
        .filter((board) => hasPermission(permissions, board.permission))
        .map(({ id, Board }) => (
          <Suspense key={id} fallback={null}>
            <Board key={condominiumId} />
          </Suspense>
        ))}
    </>
  );
};
