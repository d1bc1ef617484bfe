import { profileLabel } from '@portaria/shared/access-control/access-control.constants';
import { VISITOR_LABELS } from '@portaria/shared/access-control/visitors.messages';
import { parcelCodeText, STATUS_LABELS } from '@portaria/shared/correspondence/correspondence.constants';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import type { SearchGroup, SearchResult } from '@portaria/shared/desk/desk.schemas';
import { SEARCH_GROUPS } from '@portaria/shared/desk/search-groups';
import { fill } from '@portaria/shared/text';
import { VEHICLE_COLOUR_LABELS, VEHICLE_TYPE_LABELS } from '@portaria/shared/vehicles/vehicles.constants';
import { formatPlate, formatTimeRange, residentsCount, unitName } from './desk-format';

/**
 * Who a hit named, carried to the unit page it opens (issue 32): a resident or authorised person becomes the parcel's
 * recipient; a visitor expected today has the focus on its entry.
 */
export type UnitFocus =
  { kind: 'person'; nome: string; idVisitante?: number } | { kind: 'visitor'; idVisitante: number };

/** One hit as the search lists it: two lines, and the unit it opens (null: a visitor linked to none). */
export type SearchOption = {
  /** Unique in the list: the option's element id is built from it. */
  key: string;
  group: SearchGroup;
  idUnidade: number | null;
  focus?: UnitFocus;
  primary: string;
  secondary: string;
};

export type SearchSection = { group: SearchGroup; title: string; options: SearchOption[] };

const line = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' · ');

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

type Hits<G extends SearchGroup> = NonNullable<SearchResult[G]>;

const BUILDERS: { [G in SearchGroup]: (hits: Hits<G>) => SearchOption[] } = {
  unidades: (hits) =>
    hits.map((hit) => ({
      key: `unidades-${hit.idUnidade}`,
      group: 'unidades',
      idUnidade: hit.idUnidade,
      primary: unitName(hit),
      secondary: residentsCount(hit.moradores),
    })),
  pessoas: (hits) =>
    hits.map((hit) => ({
      key: `pessoas-${hit.tipo}-${hit.id}-${hit.idUnidade}`,
      group: 'pessoas',
      idUnidade: hit.idUnidade,
      // An authorised person is a visitor of the unit: expected today, their entry has the focus too.
      focus: { kind: 'person', nome: hit.nome, ...(hit.tipo === 'AUTORIZADO' ? { idVisitante: hit.id } : {}) },
      primary: hit.nome,
      secondary: line(
        hit.tipo === 'AUTORIZADO' ? line(M.authorised, hit.perfil) : profileLabel(hit.perfil),
        fill(M.cpfOf, { cpf: hit.cpf }),
        unitName(hit),
      ),
    })),
  encomendas: (hits) =>
    hits.map((hit) => ({
      key: `encomendas-${hit.id}`,
      group: 'encomendas',
      idUnidade: hit.idUnidade,
      primary: line(parcelCodeText(hit.id), hit.destinatario),
      secondary: line(
        hit.codigoRastreio && fill(M.trackingOf, { codigo: hit.codigoRastreio }),
        unitName(hit),
        labelOf(STATUS_LABELS, hit.status),
      ),
    })),
  veiculos: (hits) =>
    hits.map((hit) => ({
      key: `veiculos-${hit.id}`,
      group: 'veiculos',
      idUnidade: hit.idUnidade,
      primary: hit.placa ? formatPlate(hit.placa) : (hit.modelo ?? labelOf(VEHICLE_TYPE_LABELS, hit.tipo)),
      secondary: line(
        hit.placa && hit.modelo,
        labelOf(VEHICLE_COLOUR_LABELS, hit.cor),
        !hit.placa && !hit.modelo ? null : labelOf(VEHICLE_TYPE_LABELS, hit.tipo),
        unitName(hit),
      ),
    })),
  visitantes: (hits) =>
    hits.map((hit) => ({
      key: `visitantes-${hit.idVisitante}`,
      group: 'visitantes',
      idUnidade: hit.idUnidade,
      focus: { kind: 'visitor', idVisitante: hit.idVisitante },
      primary: hit.nome,
      secondary: line(
        labelOf(VISITOR_LABELS.visitanteTipo, hit.visitanteTipo),
        hit.empresa,
        hit.idUnidade !== null && hit.nmBloco !== null && hit.unidade !== null
          ? unitName({ nmBloco: hit.nmBloco, unidade: hit.unidade })
          : M.noUnit,
      ),
    })),
  reservas: (hits) =>
    hits.map((hit) => ({
      key: `reservas-${hit.id}`,
      group: 'reservas',
      idUnidade: hit.idUnidade,
      primary: hit.nomeArea,
      secondary: line(formatTimeRange(hit.dataInicioReserva, hit.dataFimReserva), unitName(hit)),
    })),
};

const build = <G extends SearchGroup>(group: G, hits: Hits<G>) => BUILDERS[group](hits);

/** The answer's groups in SEARCH_GROUPS order, titled; a group absent (no permission) or empty is left out. */
export const searchSections = (result: SearchResult): SearchSection[] =>
  SEARCH_GROUPS.flatMap((group) => {
    const hits = result[group];
    if (!hits || hits.length === 0) return [];
    return [{ group, title: M.groups[group], options: build(group, hits as Hits<typeof group>) }];
  });
