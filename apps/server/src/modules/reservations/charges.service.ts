import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CHARGE_MESSAGES as M } from '@portaria/shared/reservations/charge.messages';
import { CHARGE_LIMITS, type ChargeLine, type ChargesPage } from '@portaria/shared/reservations/charge.schemas';
import { MONTHS_SHORT } from '@portaria/shared/reservations/reservations.messages';
import { fill } from '@portaria/shared/text';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { csvStream, type CsvColumn } from '../../platform/reports/report-csv.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import type { ReportFile } from '../../platform/reports/report-file.ts';
import { chargeBatches, chargePage, chargeTotals, type ChargeWindow } from './charges.repository.ts';
import { pageMeta } from '@portaria/shared/common/page';
import { formatBrl, fromLocal, localDay } from './local-time.ts';

/** The São Paulo month 'YYYY-MM' as [first instant, first instant of the next month); a future or too old month is 400. */
export const monthWindow = (idCondo: number, mes: string, now: Date): ChargeWindow => {
  const [year, month] = mes.split('-').map(Number) as [number, number];
  const current = localDay(now).slice(0, 7);
  if (mes > current) throw new HttpError(400, M.monthInFuture);
  if (year < Number(current.slice(0, 4)) - (CHARGE_LIMITS.years - 1)) throw new HttpError(400, M.monthTooOld);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { idCondo, from: fromLocal(`${mes}-01`), to: fromLocal(`${next}-01`) };
};

export const chargesOfMonth = async (
  db: Database,
  idCondo: number,
  q: { mes: string; page: number; limit: number },
  now: Date,
): Promise<ChargesPage> => {
  const window = monthWindow(idCondo, q.mes, now);
  const [data, { linhas, ...totais }] = await Promise.all([chargePage(db, window, q), chargeTotals(db, window)]);
  return { data, meta: pageMeta(q.page, q.limit, linhas), totais };
};

type Cells = Record<'data' | 'unidade' | 'descricao' | 'tipo' | 'valor', string>;
const COLUMNS: (CsvColumn<keyof Cells> & { width: number })[] = [
  { key: 'data', header: M.colData, width: 90 },
  { key: 'unidade', header: M.colUnidade, width: 110 },
  { key: 'descricao', header: M.colDescricao, width: 380 },
  { key: 'tipo', header: M.colTipo, width: 80 },
  { key: 'valor', header: M.colValor, width: 100 },
];

const cellsOf = (line: ChargeLine): Cells => ({
  data: formatDataHora(`${line.dataLancamento}-03:00`),
  unidade: `${line.unidade.nmBloco} - ${line.unidade.nome}`,
  descricao: line.descricao,
  tipo: line.tipo === 'ESTORNO' ? M.tipoEstorno : M.tipoCobranca,
  // The Tipo column carries the sign: a leading '-' would be escaped as a formula (report-csv.ts).
  valor: formatBrl(Math.abs(line.valor)),
});

const monthLabel = (mes: string) => `${MONTHS_SHORT[Number(mes.slice(5, 7)) - 1]}/${mes.slice(0, 4)}`;

/** The month's charge lines as a CSV or a PDF statement with the month's totals; the route only sets the headers. */
export const chargesReport = async (
  db: Database,
  idCondo: number,
  tipo: 'CSV' | 'PDF',
  mes: string,
  now: Date,
): Promise<ReportFile> => {
  const window = monthWindow(idCondo, mes, now);
  const name = `cobrancas-reservas-${mes}`;
  if (tipo === 'CSV')
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      stream: csvStream(COLUMNS, chargeBatches(db, window), cellsOf),
    };
  const [condo, totals, { pdfTable }] = await Promise.all([
    findCondominiumHeader(db, idCondo),
    chargeTotals(db, window),
    import('../../platform/reports/report-pdf.ts'),
  ]);
  const stream = pdfTable(
    {
      title: M.reportTitle,
      heading: [`${condo!.referencia} - ${condo!.nome}`, fill(M.reportMonth, { mes: monthLabel(mes) })],
      footer: fill(M.reportGeneratedAt, { data: formatDataHora(now) }),
      pageLabel: (page, pages) => fill(M.reportPage, { page, pages }),
      total: totals.linhas,
      emptyText: M.empty,
      totalLabel: (written) =>
        fill(M.reportTotal, {
          n: written,
          cobrado: formatBrl(totals.cobrado),
          estornado: formatBrl(totals.estornado),
          saldo: formatBrl(totals.saldo),
        }),
    },
    COLUMNS.map(({ key, header, width }) => ({ key, title: header, width })),
    chargeBatches(db, window),
    cellsOf,
  );
  return { fileName: `${name}.pdf`, contentType: 'application/pdf', stream };
};
