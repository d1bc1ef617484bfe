import { describe, expect, test } from 'vitest';
import { VISITOR_MESSAGES as M } from './visitors.messages';
import { documentLookupQuerySchema, visitorWithScheduleSchema } from './visitors.schemas';

const body = (visitante: Record<string, unknown>, unidades = [{ id: 1 }]) => ({
  visitanteUnidade: { visitante: { nome: 'Ana', visitanteTipo: 'VISITANTE', ...visitante }, unidades },
  autorizacao: { tipoAutorizacao: 'INTERFONAR' },
});
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('visitante com autorização', () => {
  test('CPF com dígitos válidos é guardado só com dígitos', () => {
    const parsed = visitorWithScheduleSchema.parse(body({ cpf: '529.982.247-25' }));
    expect(parsed.visitanteUnidade.visitante.cpf).toBe('52998224725');
    expect(parsed.visitanteUnidade.visitante.documentoEstrangeiro).toBeNull();
  });

  test('CPF inválido, RNE de 7 e passaporte de 6 são recusados com a mensagem da tela', () => {
    expect(messageOf(visitorWithScheduleSchema.safeParse(body({ cpf: '529.982.247-24' })))).toBe(M.cpfInvalid);
    const rne = { estrangeiro: true, tipoDocumentoEstrangeiro: 'RNE', documentoEstrangeiro: 'V123456' };
    expect(messageOf(visitorWithScheduleSchema.safeParse(body(rne)))).toBe(M.rneInvalid);
    const passport = { estrangeiro: true, tipoDocumentoEstrangeiro: 'PASSAPORTE', documentoEstrangeiro: 'ab1234' };
    expect(messageOf(visitorWithScheduleSchema.safeParse(body(passport)))).toBe(M.passportInvalid);
  });

  test('estrangeiro com passaporte é guardado em maiúsculas', () => {
    const passport = { estrangeiro: true, tipoDocumentoEstrangeiro: 'PASSAPORTE', documentoEstrangeiro: 'ab 123456' };
    const parsed = visitorWithScheduleSchema.parse(body(passport));
    expect(parsed.visitanteUnidade.visitante.documentoEstrangeiro).toBe('AB123456');
    expect(parsed.visitanteUnidade.visitante.cpf).toBeNull();
  });

  test('prestador do condomínio não tem unidade; os outros precisam de uma', () => {
    const condo = body({ cpf: '52998224725', visitanteTipo: 'PRESTADOR_CONDOMINIO' }, []);
    expect(visitorWithScheduleSchema.safeParse(condo).success).toBe(true);
    expect(
      messageOf(
        visitorWithScheduleSchema.safeParse(body({ cpf: '52998224725', visitanteTipo: 'PRESTADOR_CONDOMINIO' })),
      ),
    ).toBe(M.condoProviderNoUnit);
    expect(messageOf(visitorWithScheduleSchema.safeParse(body({ cpf: '52998224725' }, [])))).toBe(M.unitRequired);
  });

  test('biometria só com acesso direto', () => {
    const b = body({ cpf: '52998224725', telefone: '(11) 98765-4321' });
    expect(
      messageOf(
        visitorWithScheduleSchema.safeParse({
          ...b,
          autorizacao: { tipoAutorizacao: 'INTERFONAR', usaBiometriaFacial: true },
        }),
      ),
    ).toBe(M.biometryNeedsDirect);
  });

  test('a busca por documento aplica a regra do tipo', () => {
    expect(documentLookupQuerySchema.safeParse({ tipoDocumento: 'RNE', numeroDocumento: 'V1234567' }).success).toBe(
      true,
    );
    expect(messageOf(documentLookupQuerySchema.safeParse({ tipoDocumento: 'RNE', numeroDocumento: 'V12' }))).toBe(
      M.rneInvalid,
    );
  });
});
