import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  areaReservas,
  auditLog,
  cobrancasUnidade,
  documentoLinks,
  jobs,
  mudancas,
  ocorrencias,
  solicitacoesAcesso,
} from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { occurrence } from '../../modules/occurrences/occurrences.test-support.ts';
import { areaIdOf, RESERVE, reservationBody } from '../../modules/reservations/reservations.test-support.ts';

const ACCESS = '/condominos/v1/unit-access';
const REVIEW = '/condominos/v1/unit-access/solicitacoes';

/**
 * Every change that promises a notice writes its jobs in its own transaction (decision 086, STYLE §11): the jobs are
 * there once the change answers, and a change whose transaction fails after the jobs were inserted leaves neither
 * the change nor a job. The failure is a deferred constraint trigger on `jobs`: it fires at COMMIT, after every
 * insert of the change, on both engines.
 */
describe('cada mudança cria os seus avisos na sua própria transação', () => {
  let t: Fixture;
  let api: AreaClient;
  let syndic: AreaClient;
  let churrasqueira: number;

  const jobsOf = (entidade: string, idEntidade?: number) =>
    t.db.$count(
      jobs,
      and(eq(jobs.entidade, entidade), idEntidade === undefined ? undefined : eq(jobs.idEntidade, idEntidade)),
    );
  const audits = (acao: string) => t.db.$count(auditLog, eq(auditLog.acao, acao));

  /** Runs `work` with every commit that inserted a job made to fail; the trigger is gone afterwards. */
  const failingAtCommit = async <T>(work: () => Promise<T>): Promise<T> => {
    await t.db.execute(
      sql.raw(`CREATE FUNCTION teste_falha_no_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'falha forçada depois dos avisos'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER teste_falha_no_commit AFTER INSERT ON jobs
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION teste_falha_no_commit()`),
    );
    try {
      return await work();
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER teste_falha_no_commit ON jobs'));
      await t.db.execute(sql.raw('DROP FUNCTION teste_falha_no_commit()'));
    }
  };

  beforeAll(async () => {
    t = await createFixture();
    api = t.client(t.tokens.a);
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
    churrasqueira = await areaIdOf(t.db, 1001, 'Churrasqueira');
    await t.db.delete(cobrancasUnidade);
    await t.db.delete(areaReservas);
  });
  afterAll(() => t.close());

  test('reserva feita e cancelada: os avisos existem depois de cada uma; uma reserva desfeita não deixa aviso', async () => {
    const made = await api.post(RESERVE, reservationBody(churrasqueira, t.units.a101, '2024-10-05', '11:00', '17:00'));
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const onMade = await jobsOf('reserva', id);
    expect(onMade).toBeGreaterThan(0);
    // The desk reads each recipient's status of the reservation's notice.
    const notices = await api.get(`${RESERVE}/avisos/${id}`);
    expect(notices.statusCode).toBe(200);
    expect(notices.json()).toMatchObject({ status: 'ENVIADO', falhas: 0, pendentes: 0 });
    expect(notices.json().data).toHaveLength(onMade);
    expect((await api.get(`${RESERVE}/avisos/999999`)).json()).toEqual({ message: 'Reserva não encontrada.' });
    expect((await api.put(`${RESERVE}/status`, { id, idStatus: 90 })).statusCode).toBe(200);
    expect(await jobsOf('reserva', id)).toBeGreaterThan(onMade);

    const [reservations, jobsBefore, auditsBefore] = [
      await t.db.$count(areaReservas),
      await jobsOf('reserva'),
      await audits('reserva.criar'),
    ];
    const failed = await failingAtCommit(() =>
      api.post(RESERVE, reservationBody(churrasqueira, t.units.b302, '2024-10-05', '11:00', '17:00')),
    );
    expect(failed.statusCode).toBe(500);
    expect([await t.db.$count(areaReservas), await jobsOf('reserva'), await audits('reserva.criar')]).toEqual([
      reservations,
      jobsBefore,
      auditsBefore,
    ]);
  });

  test('cancelamento desfeito: a reserva continua ativa e nenhum aviso novo', async () => {
    const made = await api.post(RESERVE, reservationBody(churrasqueira, t.units.a101, '2024-10-05', '18:00', '23:00'));
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const before = await jobsOf('reserva', id);
    const failed = await failingAtCommit(() => api.put(`${RESERVE}/status`, { id, idStatus: 90 }));
    expect(failed.statusCode).toBe(500);
    expect(await jobsOf('reserva', id)).toBe(before);
    const [row] = await t.db
      .select({ idStatus: areaReservas.idStatus })
      .from(areaReservas)
      .where(eq(areaReservas.id, id));
    expect(row!.idStatus).not.toBe(90);
  });

  test('mudança agendada: aviso na fila; agendamento desfeito não deixa mudança nem aviso', async () => {
    const res = await api.post('/mudanca', { unidade: t.units.a101, dataAgendada: '2024-10-03', status: 'PENDENTE' });
    expect(res.statusCode).toBe(201);
    expect(await jobsOf('mudanca', res.json().id_mudanca)).toBeGreaterThan(0);
    const [moves, before] = [await t.db.$count(mudancas), await jobsOf('mudanca')];
    const failed = await failingAtCommit(() =>
      api.post('/mudanca', { unidade: t.units.b302, dataAgendada: '2024-10-04', status: 'PENDENTE' }),
    );
    expect(failed.statusCode).toBe(500);
    expect([await t.db.$count(mudancas), await jobsOf('mudanca')]).toEqual([moves, before]);
  });

  test('ocorrência registrada: aviso ao síndico na fila; registro desfeito não deixa ocorrência nem aviso', async () => {
    const res = await api.post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101));
    expect(res.statusCode).toBe(200);
    expect(await jobsOf('ocorrencia', res.json().idOcorrencia)).toBeGreaterThan(0);
    const [rows, before] = [await t.db.$count(ocorrencias), await jobsOf('ocorrencia')];
    const failed = await failingAtCommit(() => api.post('/portaria/api/v2/ocorrencias', occurrence(t.units.b302)));
    expect(failed.statusCode).toBe(500);
    expect([await t.db.$count(ocorrencias), await jobsOf('ocorrencia')]).toEqual([rows, before]);
  });

  test('solicitação de acesso decidida: aviso do resultado na fila; decisão desfeita deixa a solicitação pendente e sem aviso', async () => {
    const ask = (n: number) =>
      api.post(ACCESS, {
        idUnidade: t.units.a101,
        nomeSolicitante: 'Júlia Conceição Araújo',
        cpfCnpjSolicitante: makeCpf(7800 + n),
        tipoVinculo: 'morar.morador',
        emailSolicitante: 'julia.araujo@email.com.br',
        celularSolicitante: '(11) 98765-4321',
        origemCadastro: 'PORTARIA',
      });
    const approved = (await ask(1)).json().data.idSolicitacao as number;
    expect((await syndic.post(`${REVIEW}/${approved}/aprovar`)).statusCode).toBe(200);
    expect(await jobsOf('solicitacao_acesso', approved)).toBeGreaterThan(0);

    const refused = (await ask(2)).json().data.idSolicitacao as number;
    const failed = await failingAtCommit(() => syndic.post(`${REVIEW}/${refused}/recusar`));
    expect(failed.statusCode).toBe(500);
    expect(await jobsOf('solicitacao_acesso', refused)).toBe(0);
    const [row] = await t.db
      .select({ status: solicitacoesAcesso.status })
      .from(solicitacoesAcesso)
      .where(eq(solicitacoesAcesso.id, refused));
    expect(row!.status).toBe('PENDENTE');
  });

  test('documento enviado por e-mail: o e-mail é uma tarefa do envio; envio desfeito não deixa link nem tarefa', async () => {
    const body = (email: string) => ({
      idUnidade: t.units.a101,
      idMorador: null,
      email,
      nomeArquivo: 'x.pdf',
      link: 'ignorado',
      tipoDocumento: 'CONVENCAO',
    });
    expect((await api.post('/sendmail', body('doc.ok@exemplo.com.br'))).statusCode).toBe(200);
    const [link] = await t.db
      .select({ id: documentoLinks.id })
      .from(documentoLinks)
      .where(eq(documentoLinks.email, 'doc.ok@exemplo.com.br'));
    expect(await jobsOf('documento_link', link!.id)).toBe(1);
    // "Links enviados" shows whether the e-mail left.
    const listed = (await syndic.get('/documentos/links')).json().data.find((l: { id: number }) => l.id === link!.id);
    expect(listed.aviso).toEqual({
      status: 'ENVIADO',
      moradores: 1,
      pendentes: 0,
      falhas: 0,
      erro: null,
      tentativas: 0,
    });
    const [links, before] = [await t.db.$count(documentoLinks), await jobsOf('documento_link')];
    const failed = await failingAtCommit(() => api.post('/sendmail', body('doc.desfeito@exemplo.com.br')));
    expect(failed.statusCode).toBe(500);
    expect([await t.db.$count(documentoLinks), await jobsOf('documento_link')]).toEqual([links, before]);
  });
});
