import { describe, expect, test } from 'vitest';
import { DESK_MESSAGES } from './desk.messages.ts';
import { authorisePayload, authorisePersonSchema, authoriseUntilIssue } from './authorise-person.ts';

const M = DESK_MESSAGES.authorise;
const TODAY = '2026-11-29';
const base = {
  nome: 'Lívia Prado',
  cpf: '529.982.247-25',
  parentesco: 'Sobrinha',
  podeRetirar: true,
  podeEntrar: false,
  validoAte: null,
};
const issues = (over: object) => {
  const r = authorisePersonSchema.safeParse({ ...base, ...over });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('autorizar pessoa pela página da unidade (issue 32 item 4)', () => {
  test('só retirar encomendas: interfonar para entrar, a licença com a relação, sem data', () => {
    const body = authorisePayload(authorisePersonSchema.parse(base), 11, TODAY);
    expect(body).toEqual({
      visitanteUnidade: {
        visitante: { nome: 'Lívia Prado', cpf: '52998224725', visitanteTipo: 'VISITANTE' },
        unidades: [{ id: 11 }],
        parentesco: 'Sobrinha',
        retiraEncomendas: true,
        retiraAte: null,
      },
      autorizacao: { tipoAutorizacao: 'INTERFONAR' },
    });
  });

  test('entrar sem interfonar: acesso liberado de hoje até o último dia; sem retirar, nenhuma licença nem data dela', () => {
    const v = authorisePersonSchema.parse({
      ...base,
      parentesco: '',
      podeRetirar: false,
      podeEntrar: true,
      validoAte: '2027-01-31',
    });
    const body = authorisePayload(v, 11, TODAY);
    expect(body.autorizacao).toEqual({
      tipoAutorizacao: 'ACESSO_LIBERADO',
      dataDe: TODAY,
      dataAte: '2027-01-31',
      recorrencia: null,
    });
    expect(body.visitanteUnidade).toMatchObject({ parentesco: null, retiraEncomendas: false, retiraAte: null });
  });

  test('as recusas: CPF inválido, nada marcado, entrar sem data', () => {
    expect(issues({ cpf: '111.111.111-11' })).toEqual(['CPF inválido']);
    expect(issues({ podeRetirar: false })).toEqual([M.nothingChosen]);
    expect(issues({ podeEntrar: true })).toEqual([M.needsUntil]);
    expect(issues({ nome: '  ' })).toEqual(['Informe o nome']);
    expect(issues({})).toEqual([]);
  });

  test('o último dia: não antes de hoje; para entrar, até um ano', () => {
    expect(authoriseUntilIssue({ podeEntrar: false, validoAte: '2026-11-28' }, TODAY)).toBe(M.untilPast);
    expect(authoriseUntilIssue({ podeEntrar: false, validoAte: '2028-01-01' }, TODAY)).toBeNull();
    expect(authoriseUntilIssue({ podeEntrar: true, validoAte: '2028-01-01' }, TODAY)).toBe(
      'A data não pode ultrapassar 1 ano',
    );
    expect(authoriseUntilIssue({ podeEntrar: true, validoAte: TODAY }, TODAY)).toBeNull();
    expect(authoriseUntilIssue({ podeEntrar: true, validoAte: null }, TODAY)).toBeNull();
  });
});
