import type { Block, Condominium } from '@portaria/shared/condominium/condominium.schemas';

/** The condominium's blocks and a block's units as select options. */
export const blockOptions = (condominium: Condominium) =>
  condominium.blocos.map((b) => ({ value: b.idBloco, label: b.nome }));
export const unitOptions = (block: Block | undefined) =>
  (block?.unidades ?? []).map((u) => ({ value: u.idUnidade, label: u.nome }));
