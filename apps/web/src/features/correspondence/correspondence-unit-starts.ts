import type { CodeStart, UnitStarts } from '../../types/flow';
import { SCANNED_CODE } from './scanned-code';

/** The register flow's value for the recipient the desk's search named (the resident whose hit opened the unit). */
export const PARCEL_RECIPIENT = 'parcel:recipient';

/**
 * The desk's quick actions on a unit (issue 32): the register or release screen (correspondence-flow's views),
 * its wizard on that unit's first own step (the parcel form, its recipient filled in when the search named a
 * resident; the parcels to release).
 */
export const correspondenceUnitStarts: UnitStarts = {
  registerParcel: (unit) => ({
    view: 'register',
    'wizard:parcel': unit.wizard,
    ...(unit.person ? { [PARCEL_RECIPIENT]: unit.person.nome } : {}),
  }),
  releaseParcels: (unit) => ({ view: 'release', 'wizard:release': unit.wizard }),
};

/** The dashboard's `Retirar pelo código` (issue 32 item 6): the release by code, looked up on the scanned code. */
export const correspondenceCodeStart: CodeStart = (code) => ({ view: 'releaseByCode', [SCANNED_CODE]: code });
