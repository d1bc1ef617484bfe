import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reloadWrites, startOfflineSync } from '../../lib/offline/offline-store';
import { startPrefetching, type OfflinePrefetch } from '../../lib/offline/prefetch-reads';
import { keepReads, restoreWhenOffline } from '../../lib/offline/read-cache';
import { registerServiceWorker } from '../../lib/offline/register-service-worker';
import { ownerOf } from '../../lib/offline/write-queue';
import { useSession } from '../../lib/session';
import { OfflineBanner } from './offline-banner';
import { SyncPendencies } from './sync-pendencies';

const NO_PREFETCH: readonly OfflinePrefetch[] = [];

/**
 * The desk's offline mode for the signed-in person (issue 35): the installed app, what the screens read kept for
 * reading offline, the queue sent when the network returns, the banner and the pendências screen. What is read and
 * sent is this person's at this condominium, never another's. `prefetch`: what is refreshed in the background to be
 * read offline without having been opened (app/offline-reads.ts).
 */
export const OfflineDesk = ({ prefetch = NO_PREFETCH }: { prefetch?: readonly OfflinePrefetch[] }) => {
  const queryClient = useQueryClient();
  const { user, condominiumId, expired } = useSession();
  const owner = ownerOf(user?.idPorteiro, condominiumId);
  const [isPendenciesOpen, setIsPendenciesOpen] = useState(false);
  useEffect(() => {
    void registerServiceWorker();
    return startOfflineSync();
  }, []);
  useEffect(() => {
    void reloadWrites();
  }, [owner, expired]);
  useEffect(() => {
    if (!owner) return undefined;
    const stopRestoring = restoreWhenOffline(queryClient, owner);
    const stopKeeping = keepReads(queryClient, owner);
    const stopPrefetching = condominiumId ? startPrefetching(owner, condominiumId, prefetch) : () => undefined;
    return () => {
      stopRestoring();
      stopKeeping();
      stopPrefetching();
    };
  }, [queryClient, owner, condominiumId, prefetch]);
  return (
    <>
      <OfflineBanner onOpenPendencies={() => setIsPendenciesOpen(true)} />
      <SyncPendencies open={isPendenciesOpen} onClose={() => setIsPendenciesOpen(false)} />
    </>
  );
};
