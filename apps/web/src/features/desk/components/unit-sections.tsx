import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { profileLabel } from '@portaria/shared/access-control/access-control.constants';
import { VISITOR_LABELS } from '@portaria/shared/access-control/visitors.messages';
import { formatPhone } from '@portaria/shared/br/phone';
import { CATEGORIA_LABELS, parcelCodeText } from '@portaria/shared/correspondence/correspondence.constants';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import type { UnitPage } from '@portaria/shared/desk/desk.schemas';
import { fill } from '@portaria/shared/text';
import { VEHICLE_COLOUR_LABELS, VEHICLE_TYPE_LABELS } from '@portaria/shared/vehicles/vehicles.constants';
import { formatDay, formatDayTime, formatPlate, formatTime, formatTimeRange, parcelAge } from '../utils/desk-format';
import { UnitSection } from './unit-section';

const line = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' · ');
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;
/** A parcel waiting this many days or more stands out. */
const OLD_PARCEL_DAYS = 3;

/**
 * Every section the token may see, in the order the desk needs them: what waits at the desk and who comes first,
 * then who lives there, then the calendar and the last events. A null section is not shown.
 */
/** An expected visitor whose entry the desk records from the unit page. */
export type ExpectedEntry = NonNullable<UnitPage['esperados']>[number] & { idUnidade: number };

type UnitSectionsProps = {
  page: UnitPage;
  authorise?: ReactNode;
  /** 'Registrar entrada' on each expected visitor (issue 32); absent: no button. */
  onEnter?: (visit: ExpectedEntry) => void;
  /** The expected visitor the search named: its button has the focus, Enter records the entry. */
  focusVisitor?: number | null;
};

export const UnitSections = ({ page, authorise, onEnter, focusVisitor = null }: UnitSectionsProps) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      alignItems: 'start',
      gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    }}
  >
    <UnitSection
      title={M.sections.encomendas}
      rows={
        page.encomendas?.map((p) => ({
          key: p.id,
          primary: line(parcelCodeText(p.id), p.destinatario),
          secondary: line(labelOf(CATEGORIA_LABELS, p.categoria), p.codigoRastreio),
          aside: (
            <Chip
              size="small"
              label={parcelAge(p.dias)}
              color={p.dias >= OLD_PARCEL_DAYS ? 'warning' : 'default'}
              variant={p.dias >= OLD_PARCEL_DAYS ? 'filled' : 'outlined'}
            />
          ),
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.esperados}
      rows={
        page.esperados?.map((v) => ({
          key: v.idVisitante,
          primary: v.nome,
          secondary: line(
            labelOf(VISITOR_LABELS.visitanteTipo, v.visitanteTipo),
            labelOf(VISITOR_LABELS.tipoAutorizacao, v.tipoAutorizacao),
          ),
          aside: onEnter && (
            <Button
              size="small"
              variant="outlined"
              // The visitor the search named: Enter records their entry (its confirmation comes first).
              autoFocus={v.idVisitante === focusVisitor}
              onClick={() => onEnter({ ...v, idUnidade: page.unidade.idUnidade })}
              sx={{ minHeight: 36, flexShrink: 0 }}
            >
              {M.actions.registerEntry}
            </Button>
          ),
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.dentro}
      rows={
        page.dentro?.map((v) => ({
          key: v.idEntrada,
          primary: v.nome,
          secondary: line(
            labelOf(VISITOR_LABELS.visitanteTipo, v.visitanteTipo),
            fill(M.insideSince, { quando: formatDayTime(v.dataEntrada) }),
          ),
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.moradores}
      rows={
        page.moradores?.map((r) => ({
          key: r.idMorador,
          primary: r.nome,
          secondary: line(profileLabel(r.perfil), fill(M.cpfOf, { cpf: r.cpf }), r.telefone && formatPhone(r.telefone)),
          aside: (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: { sm: 'flex-end' }, gap: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                color={r.appInstalado ? 'success' : 'default'}
                label={r.appInstalado ? M.appInstalled : M.appNotInstalled}
              />
              <Chip
                size="small"
                variant="outlined"
                color={r.statusBiometria === 'CADASTRADA' ? 'success' : 'default'}
                label={r.statusBiometria === 'CADASTRADA' ? M.biometryRegistered : M.biometryNotRegistered}
              />
            </Box>
          ),
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.autorizados}
      action={authorise}
      rows={
        page.autorizados?.map((a) => ({
          key: a.idAutorizado,
          primary: a.nome,
          secondary: line(
            a.parentesco,
            fill(M.documentOf, { documento: a.documento }),
            a.tipoAutorizacao &&
              line(
                labelOf(VISITOR_LABELS.tipoAutorizacao, a.tipoAutorizacao),
                a.validoAte ? fill(M.validUntil, { data: formatDay(a.validoAte) }) : M.noEnd,
              ),
            a.retiraEncomendas && (a.retiraAte ? fill(M.collectsUntil, { data: formatDay(a.retiraAte) }) : M.collects),
          ),
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.veiculos}
      rows={
        page.veiculos?.map((v) => ({
          key: v.id,
          primary: v.placa ? formatPlate(v.placa) : (v.modelo ?? labelOf(VEHICLE_TYPE_LABELS, v.tipo)),
          secondary: line(
            v.placa && v.modelo,
            labelOf(VEHICLE_COLOUR_LABELS, v.cor),
            labelOf(VEHICLE_TYPE_LABELS, v.tipo),
          ),
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.reservas}
      rows={
        page.reservas?.map((b) => ({
          key: b.id,
          primary: b.nomeArea,
          secondary: line(formatDay(b.dataInicioReserva), formatTimeRange(b.dataInicioReserva, b.dataFimReserva)),
          aside: b.idStatus === 2 ? <Chip size="small" color="warning" label={M.bookingPending} /> : undefined,
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.mudancas}
      rows={
        page.mudancas?.map((m) => ({
          key: m.idMudanca,
          primary: fill(M.moveUntil, { dia: formatDay(m.dataAgendada), hora: formatTime(m.horarioFim) }),
          secondary: labelOf(M.moveStatus, m.mudancaStatus),
        })) ?? null
      }
    />
    <UnitSection
      title={M.sections.chaves}
      rows={
        page.chaves?.map((k) => ({
          key: k.id,
          primary: line(k.chave, k.portadorNome),
          secondary: fill(M.keyDue, { quando: formatDayTime(k.devolucaoPrevista) }),
          aside: k.atrasada ? <Chip size="small" color="error" label={M.keyOverdue} /> : undefined,
        })) ?? null
      }
    />
    {page.linhaDoTempo && (
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <UnitSection
          title={M.sections.linhaDoTempo}
          rows={page.linhaDoTempo.map((e) => ({ key: e.id, primary: e.atividade, secondary: formatDayTime(e.data) }))}
        />
      </Box>
    )}
  </Box>
);
