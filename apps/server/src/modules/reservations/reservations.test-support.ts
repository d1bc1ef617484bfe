import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bumpDataVersion } from '../../platform/lists/data-version.repository.ts';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { areaReservas, areas, customPermissions, usuarios } from '../../db/schema/index.ts';
import type { AreaClient, Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { fromLocal } from './local-time.ts';

export const RESERVE = '/reservaareas/v1/areareserva';

/** The id of a demo area of a condominium by name. */
export const areaIdOf = async (db: Database, idCondo: number, nomeArea: string) => {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.idCondo, idCondo), eq(areas.nomeArea, nomeArea)));
  if (!row) throw new Error(`área ${nomeArea} não existe em ${idCondo}`);
  return row.id;
};

/** A whole-day block of an area, as the syndic (a later issue) or the demo data writes it. */
export const insertBlock = async (
  db: Database,
  idCondo: number,
  idArea: number,
  day: string,
  next: string,
  motivo = 1,
) => {
  const [row] = await db
    .insert(areaReservas)
    .values({
      idCondo,
      idArea,
      idUnidade: null,
      tipoReserva: 'B',
      motivo,
      dataInicioReserva: fromLocal(day),
      dataFimReserva: fromLocal(next),
      origemReserva: 'SINDICO',
    })
    .returning({ id: areaReservas.id });
  // A block is a write of the area like any other: the cached lists must see it (the syndic's route will write it through recordChange).
  await bumpDataVersion(db, idCondo, 'reservas');
  return row!.id;
};

export const reservationBody = (idArea: number, idUnidade: number, day: string, de: string, ate: string) => ({
  idArea,
  idUnidade,
  dataInicioReserva: `${day}T${de}:00`,
  dataFimReserva: `${day}T${ate}:00`,
  tipoReserva: 'R',
  observacao: null,
  dataInclusao: `${day}T00:00:00`,
  origemReserva: 'PORTARIA',
});

export const slotsOf = async (api: AreaClient, idArea: number, idUnidade: number, brDay: string) => {
  const res = await api.get(`${RESERVE}/calendar/day/hours/${idArea}/${idUnidade}`, { data: brDay });
  if (res.statusCode !== 200) throw new Error(res.body);
  return (res.json() as { de: string; ate: string }[]).map((s) => `${s.de}-${s.ate}`);
};

/** Carlos's token of 1002 with the reservations permission granted there, so only the tenant filter stops him. */
export const reservationsTokenOfB = async (t: Pick<Fixture, 'db' | 'app'>) => {
  const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
  await t.db
    .insert(customPermissions)
    .values({ idUsuario: carlos!.id, idCondo: 1002, permissao: PERMISSIONS.reservations })
    .onConflictDoNothing();
  return contextToken(t.app, CARLOS, 1002);
};
