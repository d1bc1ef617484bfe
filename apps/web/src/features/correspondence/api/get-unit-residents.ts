import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { useUnitContacts } from '../../../lib/use-unit-contacts';
import { correspondenceKeys } from './correspondence-keys';

/** GET /unidades/{idUnidade}/moradores — residents and authorised people of the unit (pickup choices). */
export const useUnitResidents = (idUnidade: number | null) =>
  useUnitContacts(correspondenceEndpoints.unitResidents, correspondenceKeys, idUnidade, { staleTime: 5 * 60_000 });
