import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';

type ReleaseDoneProps = {
  /** Kept offline (issue 35): the success says it waits to be sent. */
  isQueued: boolean;
  onOk: () => void;
};

/** The end of a release, from the unit's list or by code: released, or kept to be sent. */
export const ReleaseDone = ({ isQueued, onOk }: ReleaseDoneProps) => (
  <ResultPanel
    variant="success"
    title={isQueued ? OFFLINE_MESSAGES.savedOffline : M.pickupSuccess}
    description={isQueued ? OFFLINE_MESSAGES.savedOfflineDetail : undefined}
    actions={[{ label: M.ok, onClick: onOk }]}
  />
);
