import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../endpoints.ts';
import { vehicleEndpoints } from '../vehicles/vehicles.endpoints.ts';
import { defineEndpoint, endpointKey, pathOf, pathParamNames } from './endpoint.ts';
import { isPageSchema } from './endpoint-schemas.ts';

const report = defineEndpoint({
  method: 'GET',
  path: '/correspondencia/relatorio/:tipo/:ano',
  summary: 'exemplo',
  contract: async () => ({
    params: z.object({ tipo: z.string(), ano: z.coerce.number() }),
    response: { 200: z.unknown() },
  }),
});

describe('defineEndpoint e pathOf', () => {
  test('pathOf troca cada :parâmetro pelo valor, codificado para a url', () => {
    expect(pathOf(vehicleEndpoints.update, { id: 42 })).toBe('/veiculo/42');
    expect(pathOf(report, { tipo: 'PDF', ano: 2024 })).toBe('/correspondencia/relatorio/PDF/2024');
    expect(pathOf(report, { tipo: 'a/b c?', ano: 1 })).toBe('/correspondencia/relatorio/a%2Fb%20c%3F/1');
  });

  test('pathOf de um caminho sem parâmetros é o próprio caminho', () => {
    expect(pathOf(vehicleEndpoints.list)).toBe('/veiculo/custom');
  });

  test('pathOf recusa um parâmetro faltando ou vazio, em vez de montar uma url errada', () => {
    expect(() => pathOf(report, { tipo: 'PDF' } as never)).toThrow('falta o parâmetro ano');
    expect(() => pathOf(report, { tipo: '', ano: 1 })).toThrow('falta o parâmetro tipo');
  });

  test('defineEndpoint devolve a própria declaração, e a chave é método + caminho', async () => {
    expect(report.method).toBe('GET');
    expect(endpointKey(vehicleEndpoints.remove)).toBe('DELETE /veiculo/:id');
    expect(pathParamNames(report.path)).toEqual(['tipo', 'ano']);
    expect((await report.contract()).response[200]).toBeInstanceOf(z.ZodUnknown);
  });
});

describe('as declarações da API', () => {
  test('cada método + caminho é declarado uma vez só', () => {
    const keys = allEndpoints.map(endpointKey);
    expect(keys.length).toBeGreaterThanOrEqual(35);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test.each(allEndpoints.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s: os parâmetros do caminho são os do schema, e há resposta 2xx',
    async (_key, endpoint) => {
      const contract = await endpoint.contract();
      const declared = Object.keys(contract.params?.shape ?? {}).sort();
      expect(declared).toEqual(pathParamNames(endpoint.path).sort());
      expect(endpoint.path).toMatch(/^\/(?!api\/)/);
      expect(Object.keys(contract.response).some((status) => /^2\d\d$/.test(status))).toBe(true);
    },
  );

  test('paged: true é exatamente o das chamadas cujo 200 é uma página (data + meta)', async () => {
    for (const endpoint of allEndpoints) {
      const contract = await endpoint.contract();
      expect(Boolean(endpoint.paged), endpointKey(endpoint)).toBe(isPageSchema(contract.response[200]));
    }
    const paged = allEndpoints.filter((endpoint) => endpoint.paged).map(endpointKey);
    expect(paged.sort()).toEqual([
      'GET /chaves/:id/movimentos',
      'GET /chaves/movimentos',
      'GET /controleacesso/autorizarconvidado/logentrada',
      'GET /controleacesso/autorizarconvidado/logentrada/abertas',
      'GET /controleacesso/autorizarconvidado/logentrada/filtrado',
      'GET /controleacesso/visitanteunidade',
      'GET /correspondencia',
      'GET /correspondencia/moradores',
      'GET /documentos/links',
      'GET /mudanca',
      'GET /ocorrencias/resumo',
      'GET /portaria/api/v2/condominios/:id/submoradores',
      'GET /portaria/livro/registros',
      'GET /reservaareas/v1/cobrancas',
      'GET /veiculo/custom',
    ]);
  });

  test('a página vazia em 204 é a dos veículos e a das ocorrências, como o spec diz; as outras listas respondem 200 com data vazia', async () => {
    const withEmpty204: string[] = [];
    for (const endpoint of allEndpoints.filter((candidate) => candidate.paged)) {
      if ((await endpoint.contract()).response[204]) withEmpty204.push(endpointKey(endpoint));
    }
    expect(withEmpty204.sort()).toEqual(['GET /ocorrencias/resumo', 'GET /veiculo/custom']);
  });
});
