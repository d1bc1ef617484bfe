// Lifted to lib/ so the area flows can share the same query (features never import each other).
export { getCondominium, getCondominiumQueryOptions, useCondominium } from '../../../lib/get-condominium';
