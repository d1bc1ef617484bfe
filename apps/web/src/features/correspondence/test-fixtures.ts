import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { unitResidentsResponseSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import type { Correspondencia, MoradorItem } from '@portaria/shared/correspondence/correspondence.schemas';
import { contractBody } from '../../test/test-utils';

/** The correspondence tests' parcels, units and residents, checked against the shared contract where it answers. */
export const BLOCO_B_302 = { idUnidade: 501, nome: '302', nmBloco: 'Bloco B' };
export const TORRE_101 = { idUnidade: 501, nome: '101', nmBloco: 'Torre Única' };

/** One block, so the release starts at the unit step: Torre Única, units 101 (id 501) and 102. */
export const SOLAR: Condominium = {
  idCondo: 1002,
  referencia: 7310,
  nome: 'Edifício Solar do Atlântico',
  nomeFantasia: 'Solar',
  tem_biometria: false,
  blocos: [
    {
      idBloco: 9,
      nome: 'Torre Única',
      quantidadeUnidades: 2,
      unidades: [
        { idUnidade: 501, nome: '101', pessoas: [] },
        { idUnidade: 502, nome: '102', pessoas: [] },
      ],
    },
  ],
};

/** Cód.71, a medium package for Ana Souza at Bloco B - 302, arrived 20/11/2026 10:05 and waiting. */
export const pendingParcel = (over: Partial<Correspondencia> = {}): Correspondencia => ({
  id: 71,
  dataChegada: '2026-11-20T13:05:00.000Z',
  categoria: 'PACOTE',
  tamanho: 'MEDIO',
  descricao: 'Caixa Amazon',
  destinatario: 'Ana Souza',
  codigoRastreio: null,
  observacao: null,
  prateleira: null,
  foto: null,
  unidade: BLOCO_B_302,
  status: 'PENDENTE',
  dataRetirada: null,
  moradorRetirada: null,
  nomeMoradorNaoCadastro: null,
  ...over,
});

/** The unit's 'quem está retirando' answer: Bruno Lima (id 77) lives there, then `others`. */
export const unitResidents = (unidade: MoradorItem['unidade'], others: MoradorItem[] = []) =>
  contractBody(unitResidentsResponseSchema, {
    data: [
      {
        morador: { idMorador: 77, nome: 'Bruno Lima', cpf: '39053344705', cadastrado: true },
        unidade,
        tipoAcesso: 'morar.morador',
      },
      ...others,
    ],
  });
