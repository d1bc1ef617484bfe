import { residentEndpoints } from '@portaria/shared/access-control/residents.endpoints';
import { useUnitContacts } from '../../../lib/use-unit-contacts';
import { residentKeys } from './resident-keys';

/** GET /condominos/v1/unidades/{idUnidade}/moradores — the unit's residents (warnings of the new-resident form). */
export const useUnitResidents = (idUnidade: number | null) =>
  useUnitContacts(residentEndpoints.unitResidents, residentKeys, idUnidade);
