import { todayIn } from '@portaria/shared/common/day';
import { deskApi, unitIdOf } from './desk-api.ts';
import { cpfOf } from './offline.ts';

const TODAY = todayIn(new Date());

/**
 * The offline journey's people and parcels (offline-desk.spec.ts), named for this attempt: the runner retries a
 * failed journey once on the same server (E2E_RETRY), where the first attempt's visitors (one per CPF in a unit) and
 * parcels are already stored.
 */
export const journeyData = () => {
  const seconds = Math.floor(Date.now() / 1000);
  let letters = '';
  for (let n = seconds % 26 ** 4, i = 0; i < 4; i += 1, n = Math.floor(n / 26))
    letters = String.fromCharCode(97 + (n % 26)) + letters;
  const tag = letters[0]!.toUpperCase() + letters.slice(1);
  const nine = (i: number) => `38${i}${String(seconds % 1_000_000).padStart(6, '0')}`;
  return {
    VISITORS: [
      { nome: `Lúcia Semrede Jornada ${tag}`, nine: nine(1) },
      { nome: `Tomás Semrede Jornada ${tag}`, nine: nine(2) },
    ],
    /** Let in offline here while another desk, online, lets her in too: the server refuses the second entry. */
    CONFLICT: { nome: `Vera Semrede Conflito ${tag}`, nine: nine(3) },
    /** Let in online before the network drops; the exit is recorded offline. */
    LEAVING: { nome: `Rui Semrede Saída ${tag}`, nine: nine(4) },
    /** Arrives while the network is down, never registered before: registered and let in offline. */
    NEWCOMER: { nome: `Nélio Semrede Novo ${tag}`, nine: nine(5) },
    PARCEL: { destinatario: 'Ana Paula Souza', descricao: `Caixa chegada sem internet ${tag}` },
    /** Waiting at the unit before the network drops; released offline to a resident who shows a document. */
    TO_RELEASE: { destinatario: 'Ana Paula Souza', descricao: `Caixa retirada sem internet ${tag}` },
    /** Waiting at a unit the desk never opens online: read offline from what the background refresh kept. */
    UNOPENED: { block: 'Bloco A', unit: '101', descricao: `Caixa lida sem abrir a unidade ${tag}` },
  };
};
// A real 2x2 PNG (the server checks the first bytes, not the name).
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** A visit card of today as the server lists it. */
export type DayCard = {
  idAutorizacao: number;
  idVisitanteUnidade: number;
  nmVisitante: string;
  dtEntrada: string | null;
  dtSaida: string | null;
};

/**
 * Before the network drops, through the API: the journey's visitors scheduled today at the unit, Rui let in, a parcel
 * waiting at the unit and one at a unit the desk never opens online.
 */
export const seedJourney = async (url: string, data: ReturnType<typeof journeyData>, BLOCK: string, UNIT: string) => {
  const { VISITORS, CONFLICT, LEAVING, TO_RELEASE, UNOPENED } = data;
  const api = await deskApi(url);
  const idUnidade = await unitIdOf(api, BLOCK, UNIT);
  for (const visitor of [...VISITORS, CONFLICT, LEAVING]) {
    await api('/controleacesso/visitantecomautorizacao', {
      method: 'POST',
      body: {
        visitanteUnidade: {
          visitante: { nome: visitor.nome, cpf: cpfOf(visitor.nine), visitanteTipo: 'VISITANTE' },
          unidades: [{ id: idUnidade }],
        },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: TODAY, dataAte: TODAY },
      },
    });
  }

  const cardsOf = async (curinga: string) =>
    (
      (await api(
        `/controleacesso/autorizarconvidado/logentrada?dataReferencia=${TODAY}&curinga=${curinga}&page=1&limit=50`,
      )) as { data: DayCard[] }
    ).data;
  // Rui came in before the network dropped.
  const [leaving] = await cardsOf(encodeURIComponent(LEAVING.nome));
  await api('/controleacesso/logentrada', {
    method: 'POST',
    body: { tipo: 'ENTRADA', idAutorizacao: leaving!.idAutorizacao, idVisitanteUnidade: leaving!.idVisitanteUnidade },
  });
  const parcelFor = async (unidade: number, descricao: string) =>
    (
      (await api('/correspondencia/entrada', {
        method: 'POST',
        body: { unidade, destinatario: TO_RELEASE.destinatario, categoria: 'PACOTE', tamanho: 'PEQUENO', descricao },
      })) as { id: number }
    ).id;
  const toRelease = await parcelFor(idUnidade, TO_RELEASE.descricao);
  const unopened = await parcelFor(await unitIdOf(api, UNOPENED.block, UNOPENED.unit), UNOPENED.descricao);
  return { api, cardsOf, idUnidade, toRelease, unopened };
};
