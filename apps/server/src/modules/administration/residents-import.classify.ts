import type { AdminBlock } from '@portaria/shared/administration/administration.schemas';
import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import {
  blockKeys,
  checkFields,
  defaultAppAccessOf,
  unitKey,
  type ImportRow,
  type ResidentFields,
} from '@portaria/shared/administration/residents-import.rules';
import type { ChangedRow, ImportCounts } from '@portaria/shared/administration/residents-import.schemas';
import { fill } from '@portaria/shared/text';
import type { NewImportedResident, ImportedUpdate, StoredResident } from './residents-import.repository.ts';

export type Tree = { multiplosBlocos: boolean; data: AdminBlock[] };
type Unit = AdminBlock['unidades'][number];

export type Classified =
  | { row: ImportRow; outcome: 'recusado'; motivo: string }
  | { row: ImportRow; outcome: 'inalterado' }
  | { row: ImportRow; outcome: 'criar'; create: NewImportedResident }
  | { row: ImportRow; outcome: 'atualizar'; update: ImportedUpdate; campos: ChangedRow['campos'] };

type Resolved = { row: ImportRow; unit: Unit; fields: ResidentFields };

/** Finds a block by its name (see blockKeys); a name that fits two blocks finds none. */
const blockFinder = (tree: Tree) => {
  const byKey = new Map<string, AdminBlock[]>();
  for (const block of tree.data)
    for (const key of blockKeys(block.nome)) byKey.set(key, [...(byKey.get(key) ?? []), block]);
  const units = new Map(tree.data.map((b) => [b.idBloco, new Map(b.unidades.map((u) => [unitKey(u.nome), u]))]));
  const find = (name: string): AdminBlock | null => {
    if (name === '' && !tree.multiplosBlocos && tree.data.length === 1) return tree.data[0]!;
    for (const key of blockKeys(name)) {
      const found = byKey.get(key);
      if (found?.length === 1) return found[0]!;
    }
    return null;
  };
  return { find, unitsOf: (block: AdminBlock) => units.get(block.idBloco)! };
};

const resolve = (row: ImportRow, finder: ReturnType<typeof blockFinder>): Resolved | string => {
  if (row.bloco === '' && finder.find('') === null) return M.blockRequired;
  const block = finder.find(row.bloco);
  if (!block) return fill(M.blockNotFound, { bloco: row.bloco.slice(0, 40) });
  if (row.unidade === '') return M.unitRequired;
  const unit = finder.unitsOf(block).get(unitKey(row.unidade));
  if (!unit) return fill(M.unitNotFound, { unidade: row.unidade.slice(0, 20) });
  if (!unit.ativa) return fill(M.unitInactive, { unidade: unit.nome });
  const checked = checkFields(row);
  return 'motivo' in checked ? checked.motivo : { row, unit, fields: checked.fields };
};

const compare = ({ row, unit, fields }: Resolved, stored: StoredResident | undefined): Classified => {
  if (!stored) {
    const { email, telefone, perfil, nome, cpf } = fields;
    const flUsoApp = fields.flUsoApp ?? defaultAppAccessOf(perfil);
    return {
      row,
      outcome: 'criar',
      create: { idUnidade: unit.idUnidade, cpf, nome, email, telefone, perfil, flUsoApp },
    };
  }
  if (stored.situacao !== 'ATIVO') return { row, outcome: 'recusado', motivo: M.residentBlocked };
  // A blank e-mail, mobile or app access keeps what is stored: an import never erases contact data.
  const next: ImportedUpdate = {
    id: stored.id,
    nome: fields.nome,
    perfil: fields.perfil,
    email: fields.email ?? stored.email,
    telefone: fields.telefone ?? stored.telefone,
    flUsoApp: fields.flUsoApp ?? stored.flUsoApp,
  };
  const campos = (['nome', 'email', 'telefone', 'perfil', 'flUsoApp'] as const).filter((k) => next[k] !== stored[k]);
  return campos.length === 0 ? { row, outcome: 'inalterado' } : { row, outcome: 'atualizar', update: next, campos };
};

/**
 * What each row would do to the condominium: refused (with its reason), unchanged, create or update. A resident is
 * its CPF in its unit: the same CPF in another unit is another residency. Rows naming the same CPF in the same unit
 * are all refused, so the file says which one is right.
 */
export const classifyRows = (rows: ImportRow[], tree: Tree, residents: StoredResident[]): Classified[] => {
  const finder = blockFinder(tree);
  const stored = new Map(residents.map((r) => [`${r.idUnidade}:${r.cpf}`, r]));
  const resolved = rows.map((row) => resolve(row, finder));
  const lines = new Map<string, number[]>();
  for (const item of resolved) {
    if (typeof item === 'string') continue;
    const key = `${item.unit.idUnidade}:${item.fields.cpf}`;
    lines.set(key, [...(lines.get(key) ?? []), item.row.linha]);
  }
  return resolved.map((item, index): Classified => {
    if (typeof item === 'string') return { row: rows[index]!, outcome: 'recusado', motivo: item };
    const key = `${item.unit.idUnidade}:${item.fields.cpf}`;
    const same = lines.get(key)!;
    if (same.length > 1)
      return {
        row: item.row,
        outcome: 'recusado',
        motivo: fill(M.duplicateInFile, { linhas: same.slice(0, 5).join(', ') + (same.length > 5 ? '…' : '') }),
      };
    return compare(item, stored.get(key));
  });
};

export const countsOf = (classified: Classified[]): ImportCounts => {
  const counts: ImportCounts = { criar: 0, atualizar: 0, inalterado: 0, recusado: 0 };
  for (const item of classified) counts[item.outcome] += 1;
  return counts;
};
