import { documentEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { useUnitContacts } from '../../../lib/use-unit-contacts';
import { documentKeys } from './document-keys';

/** GET /documentos/unidades/{idUnidade}/moradores — name and e-mail of the unit's residents. */
export const useUnitResidents = (idUnidade: number | undefined) =>
  useUnitContacts(documentEndpoints.unitResidents, documentKeys, idUnidade);
