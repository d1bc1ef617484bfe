import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { useUnitContacts } from '../../../lib/use-unit-contacts';
import { occurrenceKeys } from './occurrence-keys';

/** GET /ocorrencias/unidades/{idUnidade}/moradores — name and e-mail of the unit's residents. */
export const useUnitResidents = (idUnidade: number | undefined) =>
  useUnitContacts(occurrenceEndpoints.unitResidents, occurrenceKeys, idUnidade);
