import type { DeskActionId } from '../../../types/flow';

/** The order the unit page shows them in: the most frequent at the desk first. */
export const DESK_ACTIONS: readonly DeskActionId[] = [
  'registerParcel',
  'releaseParcels',
  'registerEntry',
  'newVisitor',
  'bookArea',
  'scheduleMove',
  'newOccurrence',
  'sendDocument',
];

/** The key that runs each action while the unit page is open, shown on its button ("Registrar encomenda (E)"). */
export const ACTION_KEYS: Record<DeskActionId, string> = {
  registerParcel: 'E',
  releaseParcels: 'L',
  registerEntry: 'N',
  newVisitor: 'V',
  bookArea: 'R',
  scheduleMove: 'M',
  newOccurrence: 'O',
  sendDocument: 'D',
};
