import { readStored, writeStored } from '../../../lib/user-storage';

/** The unit the desk chose last in this shift (this person's session), offered first by the one unit field. */
const LAST_UNIT = 'desk:lastUnit';

export const rememberUnit = (idUnidade: number) => writeStored(LAST_UNIT, idUnidade);

export const lastUnit = (): number | null => readStored<number>(LAST_UNIT);
