/**
 * A unit's standing instructions (issue 32 item 3, decision 121): what the desk must know before it lets anyone in or
 * hands anything over. The types and their pt-BR names are the issue's.
 */
import { toBrDay } from '../common/day.ts';
import { fill } from '../text.ts';
import { INSTRUCTION_MESSAGES as M } from './instructions.messages.ts';

export const INSTRUCTION_TYPES = {
  NAO_PERMITIR_VISITAS: 'Não permitir visitas sem autorização',
  VIAJANDO: 'Viajando',
  DEIXAR_ENCOMENDAS: 'Deixar encomendas com…',
  OUTRO: 'Outro',
} as const;
export type InstructionType = keyof typeof INSTRUCTION_TYPES;
export const INSTRUCTION_TYPE_IDS = Object.keys(INSTRUCTION_TYPES) as [InstructionType, ...InstructionType[]];

export type InstructionStatus = 'VIGENTE' | 'FUTURA' | 'EXPIRADA' | 'ENCERRADA';

/** Where an instruction stands on a São Paulo day: ended by someone, not begun, past its last day, or in force. */
export const instructionStatus = (
  i: { inicio: string; fim: string | null; encerradaEm: string | null },
  today: string,
): InstructionStatus => {
  if (i.encerradaEm !== null) return 'ENCERRADA';
  if (i.inicio > today) return 'FUTURA';
  if (i.fim !== null && i.fim < today) return 'EXPIRADA';
  return 'VIGENTE';
};

/** Its period as the desk reads it: "Vigente · até 06/12/2026", "Vigente · sem data de término", "A partir de 10/12/2026". */
export const instructionPeriod = (i: { status: InstructionStatus; inicio: string; fim: string | null }): string =>
  i.status === 'FUTURA'
    ? fill(M.status.FUTURA, { inicio: toBrDay(i.inicio) })
    : [M.status[i.status], i.fim ? `${M.untilShort} ${toBrDay(i.fim)}` : M.openEnded].join(' · ');

/** The ones the desk must see: in force today or starting later (the unit page and the flows' banner). */
export const isShown = (status: InstructionStatus) => status === 'VIGENTE' || status === 'FUTURA';
