/**
 * The residents import's rules that need no database (issue 31 item 4, decision 117): the limits, the header's
 * accepted names, and each cell read the way Excel pt-BR writes it. The server resolves blocks, units and the
 * residents already there; both sides read the same rules.
 */
import { isValidCpf, stripCpf } from '../br/cpf.ts';
import { isValidEmail } from '../br/email.ts';
import { isValidPhone, stripPhone } from '../br/phone.ts';
import {
  PROFILES,
  RESIDENT_LIMITS,
  defaultAppAccess,
  type Profile,
} from '../access-control/access-control.constants.ts';
import { fill, foldText, hasInvalidCharacters } from '../text.ts';
import { RESIDENTS_IMPORT_MESSAGES as M } from './residents-import.messages.ts';

export const IMPORT_LIMITS = {
  /** Bytes of one file: 20,000 rows of a full CSV take about 2 MB, an XLSX of them about 1 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** Residents (non-blank rows below the header) of one file. */
  maxRows: 20_000,
  /** Rows of each kind the preview lists (the counts are always whole; the refused CSV has every row). */
  previewList: 500,
} as const;

export const IMPORT_COLUMNS = ['bloco', 'unidade', 'nome', 'cpf', 'perfil', 'email', 'celular', 'acessoApp'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The template's header, in order: what the template writes and the refused rows' CSV repeats. */
export const IMPORT_HEADERS: Record<ImportColumn, string> = {
  bloco: 'Bloco',
  unidade: 'Unidade',
  nome: 'Nome',
  cpf: 'CPF',
  perfil: 'Perfil',
  email: 'E-mail',
  celular: 'Celular',
  acessoApp: 'Acesso ao app',
};

/** Header cells compared without case, accents, spaces or punctuation: "E-mail", "EMAIL" and "e mail" are one. */
const headerKey = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');

const ALIASES: Record<ImportColumn, string[]> = {
  bloco: ['Bloco', 'Torre', 'Bloco/Torre'],
  unidade: ['Unidade', 'Apartamento', 'Apto', 'Apto.'],
  nome: ['Nome', 'Nome completo'],
  cpf: ['CPF'],
  perfil: ['Perfil', 'Vínculo', 'Tipo de vínculo'],
  email: ['E-mail', 'Email'],
  celular: ['Celular', 'Telefone', 'Telefone celular', 'WhatsApp'],
  acessoApp: ['Acesso ao app', 'Acesso ao aplicativo', 'Acesso app', 'Usa o app'],
};
const COLUMN_OF = new Map(
  IMPORT_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [headerKey(alias), column] as const)),
);

/** Columns a file must have; the block only where the condominium has several. */
export const requiredColumns = (isMultiBlock: boolean): ImportColumn[] =>
  isMultiBlock ? ['bloco', 'unidade', 'nome', 'cpf', 'perfil'] : ['unidade', 'nome', 'cpf', 'perfil'];

export type HeaderMap = Partial<Record<ImportColumn, number>>;

/** Where each known column is; unknown columns (a "Motivo" of the refused rows' CSV) are ignored. */
export const mapHeader = (
  cells: readonly string[],
  isMultiBlock: boolean,
): { map: HeaderMap } | { message: string } => {
  const map: HeaderMap = {};
  for (const [index, cell] of cells.entries()) {
    const column = COLUMN_OF.get(headerKey(cell));
    if (!column) continue;
    if (map[column] !== undefined) return { message: fill(M.duplicateColumn, { coluna: cell.trim() }) };
    map[column] = index;
  }
  const missing = requiredColumns(isMultiBlock).filter((column) => map[column] === undefined);
  if (missing.length > 0)
    return { message: fill(M.missingColumns, { colunas: missing.map((c) => IMPORT_HEADERS[c]).join(', ') }) };
  return { map };
};

/** One row as typed, each cell trimmed ('' when absent), with its line number in the file (the header is 1). */
export type ImportRow = { linha: number } & Record<ImportColumn, string>;

export const rowOf = (cells: readonly string[], map: HeaderMap, linha: number): ImportRow => {
  const row = { linha } as ImportRow;
  for (const column of IMPORT_COLUMNS) {
    const index = map[column];
    row[column] = index === undefined ? '' : (cells[index] ?? '').trim();
  }
  return row;
};

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

const PROFILE_ALIASES: Record<string, Profile> = {
  proprietario: 'morar.proprietario',
  proprietaria: 'morar.proprietario',
  inquilino: 'morar.inquilino',
  inquilina: 'morar.inquilino',
  locatario: 'morar.inquilino',
  locataria: 'morar.inquilino',
  morador: 'morar.morador',
  moradora: 'morar.morador',
  'menor de idade': 'morar.parcial',
  menor: 'morar.parcial',
  'representante legal': 'morar.restrito',
  representante: 'morar.restrito',
};

/** "Proprietário", "proprietaria", "MORADOR" or the stored code ("morar.inquilino"); null when unknown. */
export const parseProfile = (value: string): Profile | null => {
  const folded = foldText(value).trim().replace(/\s+/g, ' ');
  if ((PROFILES as readonly string[]).includes(folded)) return folded as Profile;
  return PROFILE_ALIASES[folded] ?? null;
};

const YES = new Set(['sim', 's', 'true', 'verdadeiro', '1', 'x']);
const NO = new Set(['nao', 'n', 'false', 'falso', '0']);

/** Sim/Não as typed (or 1/0, true/false, VERDADEIRO/FALSO as Excel writes them); blank is null, unknown undefined. */
export const parseYesNo = (value: string): boolean | null | undefined => {
  const folded = foldText(value).trim();
  if (folded === '') return null;
  if (YES.has(folded)) return true;
  if (NO.has(folded)) return false;
  return undefined;
};

/**
 * The CPF's 11 digits. A spreadsheet that took the column for a number dropped its leading zeros
 * ("1234567890" for 012.345.678-90): digits alone, 8 to 10 of them, get them back before the check digits decide.
 */
export const normaliseCpf = (value: string): string => {
  const digits = stripCpf(value);
  return /^\d{8,10}$/.test(value.trim()) ? digits.padStart(11, '0') : digits;
};

/** The mobile's 11 digits; a leading country code (55) is dropped. */
export const normalisePhone = (value: string): string => {
  const digits = stripPhone(value);
  return digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
};

/** What a valid row says of its resident: blank e-mail, mobile or app access keep what is stored (null here). */
export type ResidentFields = {
  nome: string;
  cpf: string;
  perfil: Profile;
  email: string | null;
  telefone: string | null;
  flUsoApp: boolean | null;
};

/** The row's own fields, checked in the order a person reads them; the first problem is the row's reason. */
export const checkFields = (row: ImportRow): { fields: ResidentFields } | { motivo: string } => {
  if (IMPORT_COLUMNS.some((column) => hasInvalidCharacters(row[column]))) return { motivo: M.textInvalid };
  const nome = row.nome.replace(/\s+/g, ' ');
  if (nome === '') return { motivo: M.nameRequired };
  if (nome.length > RESIDENT_LIMITS.name) return { motivo: M.nameTooLong };
  if (row.cpf === '') return { motivo: M.cpfRequired };
  const cpf = normaliseCpf(row.cpf);
  if (!isValidCpf(cpf)) return { motivo: M.cpfInvalid };
  if (row.perfil === '') return { motivo: M.profileRequired };
  const perfil = parseProfile(row.perfil);
  if (!perfil) return { motivo: fill(M.profileUnknown, { perfil: row.perfil.slice(0, 40) }) };
  const email = row.email === '' ? null : row.email.toLowerCase();
  if (email !== null && !isValidEmail(email, RESIDENT_LIMITS.email)) return { motivo: M.emailInvalid };
  const telefone = row.celular === '' ? null : normalisePhone(row.celular);
  if (telefone !== null && !(telefone.length === 11 && isValidPhone(telefone))) return { motivo: M.phoneInvalid };
  const flUsoApp = parseYesNo(row.acessoApp);
  if (flUsoApp === undefined) return { motivo: fill(M.appAccessInvalid, { valor: row.acessoApp.slice(0, 20) }) };
  return { fields: { nome, cpf, perfil, email, telefone, flUsoApp } };
};

/** App access of a new resident when the row leaves it blank: spec 02 §4, yes for a resident, no for a tenant. */
export const defaultAppAccessOf = (perfil: Profile): boolean =>
  defaultAppAccess(perfil === 'morar.inquilino' ? 'morar.inquilino' : 'morar.morador');

/** Block names compared without case, accents or repeated spaces; "A" also finds "Bloco A" or "Torre A". */
export const blockKeys = (name: string): string[] => {
  const folded = foldText(name).trim().replace(/\s+/g, ' ');
  const bare = folded.replace(/^(bloco|torre|predio|edificio)\s+/, '');
  return bare === folded ? [folded] : [folded, bare];
};

/** Unit names compared without case, accents or spaces: "Apto 101" is not "101", but "loja 1" is "Loja 1". */
export const unitKey = (name: string): string => foldText(name).replace(/\s+/g, ' ').trim();
