import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@portaria/shared';
import { and, desc, eq } from 'drizzle-orm';
import {
  areas,
  customPermissions,
  documentoLinks,
  jobs,
  unidades,
  pessoas,
  phoneChangeRequests,
  preCadastros,
  rolePermissions,
  roles,
  solicitacoesAcesso,
  usuarioRoles,
  usuarios,
} from '../db/schema/index.ts';
import { TEST_COST, hashPassword } from '../platform/access/passwords.ts';
import { JPEG_BYTES, givePickupCode, parcel, putFile } from '../modules/correspondence/correspondence.test-support.ts';
import {
  PDF_BYTES,
  occurrence,
  putFile as putPdf,
  uploadAttachment,
} from '../modules/occurrences/occurrences.test-support.ts';
import { makeCpf } from './bad-input-fixtures.ts';
import { CARLOS, bearer, login } from './helpers.ts';
import type { TestApp } from './test-app.ts';
import { unitIdOf } from './units.ts';
import { seedMarkedKey } from './access-world-keys.ts';

/**
 * The people and records of the access grid (access-grid.test.ts). Condominium A is 1001 (referência 4521),
 * B is 1002 (7310); the demo doorkeeper Carlos works in both and is given every permission in both, so what
 * stops his B token is the tenant filter, never a missing permission.
 */
export type World = {
  t: TestApp;
  unitA: number;
  /** The block of unitA. */
  blockA: number;
  tokens: {
    a: string;
    b: string;
    login: string;
    garbage: string;
    roleless: string;
    without: (permission: string) => Promise<string>;
  };
  /** Records of A that B must never see, by the words a search would use. */
  marks: {
    resident: string;
    recipient: string;
    plate: string;
    preRegistration: string;
    accessRequest: string;
    reservation: string;
    occurrence: string;
    documentLink: string;
    visitor: string;
    phoneChange: string;
    /** An entry of A's shift book. */
    shiftBook: string;
    /** A key of A, out with a provider of the same name (catalogue, keys out now, history). */
    keys: string;
  };
  photoA: string;
  /** A's statute (seeded) and a PDF uploaded for the syndic's replacement. */
  documentA: number;
  documentUpload: () => Promise<string>;
  /** A link of A's statute e-mailed now (to Bloco B - 302): its id. */
  newDocumentLink: () => Promise<number>;
  /** A's occurrence with a PDF attachment (its first content holds it). */
  occurrenceA: { id: number; contentId: number; hash: string };
  newParcel: () => Promise<number>;
  /** A parcel of A and a pickup code of it (given directly: the grid's unit may have nobody to notify). */
  newParcelWithCode: () => Promise<{ id: number; codigoRetirada: string }>;
  /** A parcel of A whose notice failed for good (what "Reenviar aviso" acts on). */
  newFailedNotice: () => Promise<number>;
  newVehicle: () => Promise<number>;
  newPreRegistration: () => Promise<number>;
  /** A waiting phone change of someone who works only in A. */
  newPhoneChange: () => Promise<number>;
  /** A resident of A registered by Carlos (he may edit and delete it). */
  newResident: () => Promise<{ id: number; cpf: string }>;
  /** A resident of A whose face photo was received through an invitation. */
  faceResidentA: number;
  /** A pending access request of A. */
  newAccessRequest: () => Promise<number>;
  freshPlate: () => string;
  /** Reservations and moves (issue 14): A's hourly court, a fresh slot or move day per call. */
  areaA: number;
  freshSlot: () => {
    idArea: number;
    idUnidade: number;
    dataInicioReserva: string;
    dataFimReserva: string;
    tipoReserva: 'R';
  };
  newReservation: () => Promise<number>;
  freshMoveDay: () => string;
  newMove: () => Promise<number>;
  /** Visitors (issue 13): A's marked visitor (its entry of the grid's day registered) and fresh ones. */
  visitorA: VisitorIds;
  newVisitor: () => Promise<VisitorIds>;
  /** A fresh visitor of A whose entry is registered (so its exit may be). */
  newVisitorInside: () => Promise<VisitorIds>;
};

export type VisitorIds = { idVisitante: number; idVisitanteUnidade: number; idAutorizacao: number };

const ALL = Object.values(PERMISSIONS);
const PASSWORD = 'Grade@2024';
let ip = 0;
let person = 500;
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

const contextOf = async (t: TestApp, cpf: string, password: string, idCondo: number) => {
  const res = await login(t.app, cpf, password, nextIp());
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.body}`);
  const ctx = await t.app.inject({
    method: 'POST',
    url: `/api/auth/rbac/context/${idCondo}`,
    headers: bearer(res.json().token),
  });
  if (ctx.statusCode !== 200) throw new Error(`contexto falhou: ${ctx.body}`);
  return ctx.json().token as string;
};

/** A staff member of A whose one role holds `permissions`; answers the user id and a context token of A. */
const staffOfA = async (t: TestApp, permissions: string[]) => {
  const cpf = makeCpf(++person);
  const [role] = await t.db
    .insert(roles)
    .values({ idCondo: 1001, nome: `GRADE-${person}` })
    .returning({ id: roles.id });
  if (permissions.length > 0)
    await t.db.insert(rolePermissions).values(permissions.map((permissao) => ({ idRole: role!.id, permissao })));
  const senhaHash = await hashPassword(PASSWORD, TEST_COST);
  const [user] = await t.db
    .insert(usuarios)
    .values({ cpf, nome: `Funcionário Grade ${person}`, telefone: '11990000000', senhaHash })
    .returning({ id: usuarios.id });
  await t.db.insert(usuarioRoles).values({ idUsuario: user!.id, idRole: role!.id });
  return { id: user!.id, token: await contextOf(t, cpf, PASSWORD, 1001) };
};

export const buildWorld = async (t: TestApp): Promise<World> => {
  const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
  const grants = [1001, 1002].flatMap((idCondo) =>
    ALL.map((permissao) => ({ idUsuario: carlos!.id, idCondo, permissao })),
  );
  await t.db.insert(customPermissions).values(grants).onConflictDoNothing();
  const a = await contextOf(t, CARLOS.cpf, CARLOS.password, 1001);
  const b = await contextOf(t, CARLOS.cpf, CARLOS.password, 1002);
  const bareLogin = (await login(t.app, CARLOS.cpf, CARLOS.password, nextIp())).json().token as string;

  // A role in A when the token was issued, taken away since: the token alone must not open anything.
  const roleless = await staffOfA(t, ALL);
  await t.db.delete(usuarioRoles).where(eq(usuarioRoles.idUsuario, roleless.id));
  const without = new Map<string, Promise<string>>();

  const unitA = await unitIdOf(t.db, 1001, 'Bloco C', '204');
  const [{ idBloco: blockA }] = (await t.db
    .select({ idBloco: unidades.idBloco })
    .from(unidades)
    .where(eq(unidades.idUnidade, unitA))) as [{ idBloco: number }];
  const marks = {
    resident: 'Quitéria Gradeada Marcante',
    recipient: 'Destinatária Gradeada',
    plate: 'GRD7X77',
    preRegistration: 'Pré-cadastro Gradeado',
    accessRequest: 'Solicitante Gradeado',
    reservation: 'Reserva Gradeada',
    occurrence: 'Ocorrência gradeada marcante',
    documentLink: 'link.gradeado@exemplo.com.br',
    visitor: 'Visitante Gradeado Marcante',
    phoneChange: 'Troca Gradeada Marcante',
    shiftBook: 'Livro gradeado marcante',
    keys: 'Chave gradeada marcante',
  };
  await t.db
    .insert(pessoas)
    .values({ idUnidade: unitA, cpf: makeCpf(++person), nome: marks.resident, email: null, telefone: null });
  const headersA = bearer(a);
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: headersA, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json().id as number;
  };
  let plates = 0;
  const freshPlate = () => `GRD${String(++plates).padStart(4, '0')}`;
  await post('/api/correspondencia/entrada', parcel(unitA, { destinatario: marks.recipient }));
  await post('/api/veiculo', { unidade: unitA, tipo: 'CARRO', placa: marks.plate, cor: 'PRETO', vagaAlugada: false });
  const presigned = (await t.app.inject({ url: '/api/lelloutil/api/aws/presigned-url/put', headers: headersA })).json();
  await putFile(t.app, presigned.url, JPEG_BYTES);
  const newPreRegistration = async (nome = 'Rafael Grade') => {
    const values = {
      idCondo: 1001,
      nome,
      cpf: makeCpf(++person),
      cargo: 'ZELADOR' as const,
      telefone: '11976543210',
      createdAt: t.clock.now(),
    };
    const [row] = await t.db.insert(preCadastros).values(values).returning({ id: preCadastros.id });
    return row!.id;
  };
  await newPreRegistration(marks.preRegistration);
  await seedMarkedKey(t, marks.keys);
  const [roleOfA] = await t.db.insert(roles).values({ idCondo: 1001, nome: 'GRADE-TROCA' }).returning({ id: roles.id });
  const newPhoneChange = async (nome = 'Troca Grade Funcionário') => {
    const [user] = await t.db
      .insert(usuarios)
      .values({ cpf: makeCpf(++person), nome, telefone: '11990000000' })
      .returning({ id: usuarios.id });
    await t.db.insert(usuarioRoles).values({ idUsuario: user!.id, idRole: roleOfA!.id });
    const values = {
      idUsuario: user!.id,
      telefone: '11988887777',
      purpose: 'recovery' as const,
      createdAt: t.clock.now(),
    };
    const [row] = await t.db.insert(phoneChangeRequests).values(values).returning({ id: phoneChangeRequests.id });
    return row!.id;
  };
  await newPhoneChange(marks.phoneChange);
  const newResident = async () => {
    const cpf = makeCpf(++person);
    const values = { idUnidade: unitA, cpf, nome: 'Morador Grade', telefone: '11987654321', createdBy: carlos!.id };
    const [row] = await t.db.insert(pessoas).values(values).returning({ id: pessoas.id });
    return { id: row!.id, cpf };
  };
  const newAccessRequest = async (nome = 'Solicitante Grade') => {
    const values = {
      idCondo: 1001,
      idUnidade: unitA,
      nomeSolicitante: nome,
      cpfCnpjSolicitante: makeCpf(++person),
      tipoVinculo: 'morar.morador',
      celularSolicitante: '11987654321',
      acessoApp: true,
      createdBy: carlos!.id,
    };
    const [row] = await t.db.insert(solicitacoesAcesso).values(values).returning({ id: solicitacoesAcesso.id });
    return row!.id;
  };
  await newAccessRequest(marks.accessRequest);
  // A resident of A with a face photo, sent through the invitation link as the invitee would.
  const faceResident = await newResident();
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/condominos/v1/seventh/convite',
    headers: headersA,
    payload: {
      idUnidade: unitA,
      nomeConvidado: 'Morador Grade',
      cpfConvidado: faceResident.cpf,
      email: null,
      tipoEnvio: 'LINK',
      tipoPessoa: 'MORADOR',
    },
  });
  if (invited.statusCode !== 201 && invited.statusCode !== 200) throw new Error(`convite: ${invited.body}`);
  const inviteToken = String(invited.json().link).split('/convite/')[1]!;
  const photo = `data:image/jpeg;base64,${Buffer.from(JPEG_BYTES).toString('base64')}`;
  const received = await t.app.inject({
    method: 'POST',
    url: `/api/public/convite/${inviteToken}`,
    payload: { consentimento: true, foto: photo },
  });
  if (received.statusCode >= 300) throw new Error(`foto do convite: ${received.body}`);

  // The grid's clock is 2024-10-01 (Tuesday): the court opens every day, 0 to 30 days ahead, hourly 08:00–22:00;
  // moves go Monday to Saturday from 2 days ahead.
  const [court] = await t.db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.idCondo, 1001), eq(areas.nomeArea, 'Quadra Poliesportiva')));
  const areaA = court!.id;
  let slots = 0;
  const freshSlot = () => {
    const n = slots++;
    const day = `2024-10-${String(2 + Math.floor(n / 14)).padStart(2, '0')}`;
    const hour = 8 + (n % 14);
    const hh = (h: number) => String(h).padStart(2, '0');
    return {
      idArea: areaA,
      idUnidade: unitA,
      dataInicioReserva: `${day}T${hh(hour)}:00:00`,
      dataFimReserva: `${day}T${hh(hour + 1)}:00:00`,
      tipoReserva: 'R' as const,
    };
  };
  let moveDays = 0;
  const freshMoveDay = () => {
    for (;;) {
      const day = new Date(Date.UTC(2024, 9, 3 + moveDays++));
      if (day.getUTCDay() !== 0) return day.toISOString().slice(0, 10);
    }
  };
  await post('/api/reservaareas/v1/areareserva', { ...freshSlot(), observacao: marks.reservation });
  const attachment = await uploadAttachment(t.app, a, PDF_BYTES);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/portaria/api/v2/ocorrencias',
    headers: headersA,
    payload: occurrence(unitA, { conteudo: marks.occurrence, hashAnexo: attachment.hash }),
  });
  if (created.statusCode !== 200) throw new Error(`ocorrência: ${created.body}`);
  const bookEntry = await t.app.inject({
    method: 'POST',
    url: '/api/portaria/livro/registros',
    headers: headersA,
    payload: { categoria: 'PENDENCIA', texto: marks.shiftBook, idUnidade: unitA },
  });
  if (bookEntry.statusCode !== 201) throw new Error(`livro: ${bookEntry.body}`);
  const occurrenceId = created.json().idOcorrencia as number;
  const detail = (await t.app.inject({ url: `/api/ocorrencias/${occurrenceId}`, headers: headersA })).json();
  const documents = (await t.app.inject({ url: '/api/documentos/condominio/1001/tipo/0', headers: headersA })).json();
  // Sent to another unit of A: the sendmail fixture spends unit A's hourly budget of links (10).
  const linkUnit = await unitIdOf(t.db, 1001, 'Bloco B', '302');
  const newDocumentLink = async (email = 'grade@exemplo.com.br') => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sendmail',
      headers: headersA,
      payload: { idUnidade: linkUnit, idMorador: null, email, tipoDocumento: 'CONVENCAO' },
    });
    if (sent.statusCode !== 200) throw new Error(`/api/sendmail: ${sent.body}`);
    const [row] = await t.db
      .select({ id: documentoLinks.id })
      .from(documentoLinks)
      .where(eq(documentoLinks.email, email))
      .orderBy(desc(documentoLinks.id))
      .limit(1);
    return row!.id;
  };
  await newDocumentLink(marks.documentLink);
  const documentUpload = async () => {
    const url = (await t.app.inject({ url: '/api/documentos/arquivo/presigned-url/put', headers: headersA })).json();
    await putPdf(t.app, url.url, PDF_BYTES);
    return url.fileName as string;
  };

  // A PONTUAL schedule on the grid's day (2024-10-01), so its entry and exit may be registered.
  const newVisitor = async (nome = 'Visitante Grade'): Promise<VisitorIds> => {
    const payload = {
      visitanteUnidade: {
        visitante: { nome, cpf: makeCpf(++person), visitanteTipo: 'VISITANTE' },
        unidades: [{ id: unitA }],
      },
      autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-01' },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/controleacesso/visitantecomautorizacao',
      headers: headersA,
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`visitante: ${res.body}`);
    return res.json() as VisitorIds;
  };
  const newVisitorInside = async (nome?: string) => {
    const ids = await newVisitor(nome);
    const payload = { tipo: 'ENTRADA', idAutorizacao: ids.idAutorizacao, idVisitanteUnidade: ids.idVisitanteUnidade };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/controleacesso/logentrada',
      headers: headersA,
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`entrada: ${res.body}`);
    return ids;
  };
  const visitorA = await newVisitorInside(marks.visitor);

  return {
    t,
    unitA,
    blockA,
    tokens: {
      a,
      b,
      login: bareLogin,
      garbage: randomBytes(32).toString('base64url'),
      roleless: roleless.token,
      // Every permission but the one the route needs, so a route checking another one is caught as well.
      without: (permission) => {
        if (!without.has(permission))
          without.set(
            permission,
            staffOfA(
              t,
              ALL.filter((p) => p !== permission),
            ).then((s) => s.token),
          );
        return without.get(permission)!;
      },
    },
    marks,
    photoA: presigned.fileName,
    documentA: documents.dados[0].id,
    documentUpload,
    newDocumentLink: () => newDocumentLink(),
    occurrenceA: { id: occurrenceId, contentId: detail.ocorrenciaConteudos[0].id, hash: attachment.hash },
    newParcel: () => post('/api/correspondencia/entrada', parcel(unitA)),
    newParcelWithCode: async () => {
      const id = await post('/api/correspondencia/entrada', parcel(unitA));
      return { id, codigoRetirada: await givePickupCode(t, 1001, id) };
    },
    newPhoneChange: () => newPhoneChange(),
    newFailedNotice: async () => {
      const id = await post('/api/correspondencia/entrada', parcel(unitA));
      const failed = {
        kind: 'aviso.sms',
        idCondo: 1001,
        entidade: 'correspondencia',
        idEntidade: id,
        nome: marks.resident,
        status: 'FALHOU',
        attempts: 5,
      };
      await t.db.insert(jobs).values({
        ...failed,
        payload: { to: '11990000000', body: 'grade', purpose: 'correspondencia' },
        runAt: t.clock.now(),
        createdAt: t.clock.now(),
      });
      return id;
    },
    newVehicle: () =>
      post('/api/veiculo', { unidade: unitA, tipo: 'MOTO', placa: freshPlate(), cor: 'AZUL', vagaAlugada: false }),
    newPreRegistration: () => newPreRegistration(),
    newResident,
    faceResidentA: faceResident.id,
    newAccessRequest: () => newAccessRequest(),
    freshPlate,
    areaA,
    freshSlot,
    newReservation: () => post('/api/reservaareas/v1/areareserva', freshSlot()),
    freshMoveDay,
    newMove: async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mudanca',
        headers: headersA,
        payload: { unidade: unitA, dataAgendada: freshMoveDay() },
      });
      if (res.statusCode !== 201) throw new Error(`/api/mudanca: ${res.body}`);
      return res.json().id_mudanca as number;
    },
    visitorA,
    newVisitor: () => newVisitor(),
    newVisitorInside: () => newVisitorInside(),
  };
};
