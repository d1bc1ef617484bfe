import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import type { KeyMovement } from '@portaria/shared/keys/keys.schemas';
import { fill } from '@portaria/shared/text';

/** 'YYYY-MM-DDTHH:mm:ss' (São Paulo wall clock, as the server answers) → 'DD/MM/YYYY HH:mm'. */
export const formatWhen = (local: string): string =>
  `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;

/** 'Morador · Bloco A - 101' / 'Prestador de serviço · RG 12.345.678-9'. */
export const holderLine = (m: Pick<KeyMovement, 'tipoPortador' | 'unidade' | 'portadorDocumento'>): string =>
  [M.holderTypes[m.tipoPortador], m.unidade, m.portadorDocumento].filter(Boolean).join(' · ');

export const keyLabel = (k: { nome: string; etiqueta: string }) => (k.etiqueta ? `${k.nome} (${k.etiqueta})` : k.nome);

/** The due line of a key out: overdue says since when, in words, not only in colour. */
export const dueLine = (m: Pick<KeyMovement, 'atrasada' | 'devolucaoPrevista'>): string =>
  fill(m.atrasada ? M.overdueSince : M.dueAt, { quando: formatWhen(m.devolucaoPrevista) });
