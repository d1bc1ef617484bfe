import { flowScopeOf } from '../../components/flow/flow-scope';

/**
 * Where the dashboard keeps the open unit page: under the flows' prefix, so a page refresh reopens it and a fresh
 * visit (or leaving with 'Sair') forgets it, like an open flow (issue 28 §6).
 */
export const OPEN_UNIT = `${flowScopeOf('desk')}unit`;
