import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { visitorEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import type { VisitorSaved, VisitorWithSchedule } from '@portaria/shared/access-control/visitors.schemas';
import { todayIn } from '@portaria/shared/common/day';
import { endpointKey } from '@portaria/shared/common/endpoint';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordChange, type ChangeDeps, type IdempotentResult } from '../../platform/change/record-change.ts';
import { offlineChange, type OfflineWrite } from '../../platform/http/offline-write.ts';
import { insertLink, insertPerson, updatePerson } from './visitors-writes.repository.ts';
import { findByDocument } from './visitors.repository.ts';
import {
  addSchedule,
  authLabel,
  checkBiometry,
  checkSchedule,
  documentTaken,
  linkNotesOf,
  personValues,
  typeLabel,
  unitOf,
  VISITOR_LISTS,
  type Actor,
} from './visitors.service.ts';

const CREATE = endpointKey(visitorEndpoints.create);

/**
 * POST visitantecomautorizacao: the person (once per document in the condominium), the unit link and the schedule,
 * when it happened: the server's clock, or the desk's moment of a new visitor registered offline (decision 128). The
 * rules read inside the change, after its key, on the moment's day: a replay answers the first answer (a second
 * registration would say the visitor is already in the unit). The fingerprint is the body; the moment is not in it.
 */
export const createVisitor = async (
  deps: ChangeDeps,
  actor: Actor,
  body: VisitorWithSchedule,
  write: OfflineWrite,
): Promise<IdempotentResult<VisitorSaved>> => {
  const at = write.at;
  const today = todayIn(at);
  const change = offlineChange(actor, write, VISITOR_LISTS, { route: CREATE, fingerprint: body });
  return recordChange<VisitorSaved>(deps, change, async (t) => {
    checkSchedule(body.autorizacao, today);
    await checkBiometry(t, actor.idCondo, body);
    const unit = await unitOf(t, actor.idCondo, body);
    const person = personValues(body.visitanteUnidade.visitante);
    const found = await findByDocument(
      t,
      actor.idCondo,
      person.tipoDocumento,
      person.numeroDocumento,
      unit?.idUnidade ?? null,
    );
    if (found.idVisitanteUnidade) throw new HttpError(409, M.alreadyInUnit);
    const notes = linkNotesOf(body, today);
    let idVisitante = found.idVisitante;
    if (idVisitante) await updatePerson(t, actor.idCondo, idVisitante, person);
    else idVisitante = await insertPerson(t, actor.idCondo, person, at);
    const idLink = await insertLink(t, actor.idCondo, {
      idVisitante,
      idUnidade: unit?.idUnidade ?? null,
      ...notes,
      idUsuario: actor.userId,
      createdAt: at,
    });
    const idAutorizacao = await addSchedule(t, actor, idLink, body.autorizacao, at);
    const event = { area: 'visitantes' as const, idUnidade: unit?.idUnidade ?? null, nmPessoa: person.nome };
    return {
      result: { statusCode: 201, body: { idVisitante, idVisitanteUnidade: idLink, idAutorizacao } },
      audit: {
        acao: 'visitante.cadastrar',
        entidade: 'visitante_unidade',
        idEntidade: idLink,
        detalhes: {
          idUnidade: unit?.idUnidade ?? null,
          visitanteTipo: person.visitanteTipo,
          tipoDocumento: person.tipoDocumento,
        },
      },
      timeline: [
        {
          ...event,
          evento: 'visitante.cadastrar',
          valores: { tipo: typeLabel(person.visitanteTipo), nome: person.nome },
          entidade: 'visitante_unidade',
          idEntidade: idLink,
        },
        {
          ...event,
          evento: 'autorizacao.cadastrar',
          valores: { autorizacao: authLabel(body.autorizacao.tipoAutorizacao), nome: person.nome },
          entidade: 'autorizacao',
          idEntidade: idAutorizacao,
        },
      ],
    };
  }).catch(documentTaken);
};
