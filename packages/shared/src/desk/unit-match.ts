import { foldText } from '../text.ts';
import { searchTerms } from './search-terms.ts';

/** A unit of the condominium's tree, with its block (what a flow's block and unit steps choose). */
export type UnitChoice = { idBloco: number; nmBloco: string; idUnidade: number; unidade: string };

type Tree = readonly { idBloco: number; nome: string; unidades: readonly { idUnidade: number; nome: string }[] }[];

/** The words that say a block is a block: "b" names "Bloco B" (not the b of "bloco"), "03" "Torre 03". */
const BLOCK_PREFIX = /^(bloco|torre|bl|predio|edificio) +/;
const blockName = (name: string) => foldText(name).trim().replace(BLOCK_PREFIX, '');

/** How many units a typed text suggests at most: the desk types more to narrow them. */
export const UNIT_MATCH_LIMIT = 8;

/**
 * The units a typed text names in the condominium's tree (issue 32 item 5), read as the desk's search reads it
 * ("A 1204", "a1204", "bloco a 12", "torre 03 101", "1204"): the unit's name starts with the text's unit part and
 * the block's name with each of its other words. The unit named exactly comes first ("12" before "120"), then
 * the tree's order. A text without a unit part (a name) names none.
 */
export const matchUnits = (tree: Tree, text: string, limit = UNIT_MATCH_LIMIT): UnitChoice[] => {
  const terms = searchTerms(text);
  const unit = terms.unit;
  if (unit === null) return [];
  const exact: UnitChoice[] = [];
  const starts: UnitChoice[] = [];
  for (const block of tree) {
    const name = blockName(block.nome);
    if (!terms.blockWords.every((word) => name.startsWith(word))) continue;
    for (const u of block.unidades) {
      const folded = foldText(u.nome).trim();
      if (!folded.startsWith(unit)) continue;
      const choice = { idBloco: block.idBloco, nmBloco: block.nome, idUnidade: u.idUnidade, unidade: u.nome };
      (folded === unit ? exact : starts).push(choice);
    }
  }
  return [...exact, ...starts].slice(0, limit);
};
