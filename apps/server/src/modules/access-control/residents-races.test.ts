import { ACCESS_MESSAGES as M, INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { arquivos, auditLog, convites, pessoas, solicitacoesAcesso, usuarios } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/access/tokens.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, MARIA, contextToken } from '../../test/helpers.ts';
import { JPEG_BYTES } from '../correspondence/correspondence.test-support.ts';

// PGlite runs one transaction at a time, so requests sent together are served one after another there and the
// losing branches below never run (correspondence/concurrent-writes.test.ts). On PostgreSQL only.
const isPglite = !process.env.TEST_DATABASE_URL;

const ACCESS = '/condominos/v1/unit-access';
const REVIEW = '/condominos/v1/unit-access/solicitacoes';
const EDIT = '/condominos/v1/morador/submorador';
const jpeg = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;

let n = 63_000;
const nextCpf = () => makeCpf(++n);

describe.skipIf(isPglite)(
  'corridas de verdade em moradores e convites (só no PostgreSQL: o PGlite serializa as transações)',
  () => {
    let f: Fixture;
    let syndic: string;
    let carlosId: number;

    beforeAll(async () => {
      f = await createFixture();
      syndic = await contextToken(f.app, MARIA, 1001);
      carlosId = (await f.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf)))[0]!.id;
    });
    afterAll(() => f.close());

    const desk = () => f.client(f.tokens.a);

    test('dez solicitações simultâneas do mesmo CPF para a mesma unidade: uma pendente, nove SOLICITACAO_EXISTENTE', async () => {
      const cpf = nextCpf();
      const body = {
        idUnidade: f.units.a101,
        nomeSolicitante: 'Rajada De Pedidos',
        cpfCnpjSolicitante: cpf,
        tipoVinculo: 'morar.morador',
        emailSolicitante: null,
        celularSolicitante: '(11) 98765-4321',
        origemCadastro: 'PORTARIA',
      };
      const results = await Promise.all(Array.from({ length: 10 }, () => desk().post(ACCESS, body)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const answers = results.map((r) => r.json().data);
      const accepted = answers.filter((a) => a.success);
      expect(accepted).toHaveLength(1);
      expect(answers.filter((a) => !a.success)).toEqual(
        Array(9).fill({ success: false, errorCode: 'SOLICITACAO_EXISTENTE', idSolicitacao: null }),
      );
      const rows = await f.db
        .select({ id: solicitacoesAcesso.id })
        .from(solicitacoesAcesso)
        .where(eq(solicitacoesAcesso.cpfCnpjSolicitante, cpf));
      expect(rows).toEqual([{ id: accepted[0].idSolicitacao }]);
    });

    test('aprovar e recusar a mesma solicitação ao mesmo tempo: uma decisão vale, as outras 409', async () => {
      const cpf = nextCpf();
      const id = (
        await desk().post(ACCESS, {
          idUnidade: f.units.b302,
          nomeSolicitante: 'Decisão Disputada',
          cpfCnpjSolicitante: cpf,
          tipoVinculo: 'morar.morador',
          emailSolicitante: null,
          celularSolicitante: '(11) 98765-4321',
        })
      ).json().data.idSolicitacao as number;
      const actions = ['aprovar', 'recusar', 'aprovar', 'recusar', 'aprovar', 'recusar'];
      const results = await Promise.all(actions.map((a) => f.client(syndic).post(`${REVIEW}/${id}/${a}`)));
      const decided = results.filter((r) => r.statusCode === 200);
      expect(decided).toHaveLength(1);
      for (const loser of results.filter((r) => r.statusCode !== 200)) {
        expect(loser.statusCode).toBe(409);
        expect(loser.json()).toEqual({ message: M.requestAlreadyDecided });
      }
      const [row] = await f.db.select().from(solicitacoesAcesso).where(eq(solicitacoesAcesso.id, id));
      expect(row!.status).toBe(decided[0]!.json().status);
      const people = await f.db.select().from(pessoas).where(eq(pessoas.cpf, cpf));
      expect(people).toHaveLength(row!.status === 'APROVADA' ? 1 : 0);
    });

    test('duas exclusões simultâneas do mesmo morador: uma exclui, a outra 404; uma só auditoria', async () => {
      const cpf = nextCpf();
      const [mine] = await f.db
        .insert(pessoas)
        .values({ idUnidade: f.units.a101, cpf, nome: 'Saída Dupla', telefone: '11987650000', createdBy: carlosId })
        .returning();
      const results = await Promise.all(
        Array.from({ length: 4 }, () => desk().delete(`${EDIT}/${cpf}/${f.units.a101}`)),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const loser of results.filter((r) => r.statusCode !== 200)) {
        expect(loser.statusCode).toBe(404);
        expect(loser.json()).toEqual({ message: M.residentNotFound });
      }
      const audits = await f.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.acao, 'morador.excluir'), eq(auditLog.idEntidade, String(mine!.id))));
      expect(audits).toHaveLength(1);
    });

    test('a mesma foto enviada duas vezes ao mesmo tempo pelo convite: um cadastro, um 410, nenhum arquivo sobrando', async () => {
      const res = await desk().post('/condominos/v1/seventh/convite', {
        idUnidade: f.units.b302,
        nomeConvidado: 'Foto Em Dobro',
        cpfConvidado: nextCpf(),
        email: null,
        tipoEnvio: 'LINK',
        tipoPessoa: 'VISITANTE',
      });
      const token = (res.json().link as string).split('/convite/')[1]!;
      const folder = join(f.config.dataDir, 'files', '1001');
      const filesBefore = (() => {
        try {
          return readdirSync(folder).length;
        } catch {
          return 0;
        }
      })();
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          f.client(null).post(`/public/convite/${token}`, { consentimento: true, foto: jpeg }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const loser of results.filter((r) => r.statusCode !== 200)) {
        expect(loser.statusCode).toBe(410);
        expect(loser.json()).toEqual({ message: I.used });
      }
      const [row] = await f.db
        .select()
        .from(convites)
        .where(eq(convites.tokenHash, hashToken(token)));
      const files = await f.db.select().from(arquivos).where(eq(arquivos.hash, row!.foto!));
      expect(files).toHaveLength(1);
      // The losers' bytes were written before the race was lost: removed again.
      expect(readdirSync(folder)).toHaveLength(filesBefore + 1);
    });
  },
);
