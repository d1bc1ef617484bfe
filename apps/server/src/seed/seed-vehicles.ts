import { and, eq } from 'drizzle-orm';
import type { VehicleColour, VehicleType } from '@portaria/shared/vehicles/vehicle.schemas';
import type { Database } from '../db/client.ts';
import { blocos, unidades, veiculos } from '../db/schema/index.ts';

type DemoVehicle = {
  bloco: string;
  unidade: string;
  tipo: VehicleType;
  placa: string | null;
  cor: VehicleColour;
  modelo: string | null;
  vagaAlugada?: boolean;
  observacao?: string;
};

// Plates of both formats; none of them is used by the tests or the browser journey.
const VEHICLES: Record<number, DemoVehicle[]> = {
  1001: [
    { bloco: 'Bloco A', unidade: '101', tipo: 'CARRO', placa: 'FJP3E27', cor: 'PRATA', modelo: 'Chevrolet Onix' },
    { bloco: 'Bloco A', unidade: '101', tipo: 'BICICLETA', placa: null, cor: 'VERMELHO', modelo: 'Caloi Elite' },
    { bloco: 'Bloco A', unidade: '203', tipo: 'MOTO', placa: 'GHT8A41', cor: 'PRETO', modelo: 'Honda CG 160 Fan' },
    {
      bloco: 'Bloco A',
      unidade: '404',
      tipo: 'CARRO',
      placa: 'EZK4512',
      cor: 'BRANCO',
      modelo: 'Volkswagen Gol',
      vagaAlugada: true,
      observacao: 'Usa a vaga 37 alugada da unidade 502.',
    },
    { bloco: 'Bloco B', unidade: '102', tipo: 'CARRO', placa: 'QRS5B82', cor: 'CINZA', modelo: 'Hyundai HB20' },
    { bloco: 'Bloco B', unidade: '302', tipo: 'CARRO', placa: 'LMN2C19', cor: 'AZUL', modelo: 'Fiat Argo Trekking' },
    {
      bloco: 'Bloco B',
      unidade: '302',
      tipo: 'OUTROS',
      placa: null,
      cor: 'AMARELO',
      modelo: 'Patinete elétrico Xiaomi',
    },
    { bloco: 'Bloco B', unidade: '501', tipo: 'MOTO', placa: 'DPW7731', cor: 'VERMELHO', modelo: 'Yamaha Fazer 250' },
    { bloco: 'Bloco C', unidade: '104', tipo: 'CARRO', placa: 'RTU9D04', cor: 'VERDE', modelo: 'Jeep Renegade' },
    { bloco: 'Bloco C', unidade: '201', tipo: 'BICICLETA', placa: null, cor: 'PRETO', modelo: null },
    { bloco: 'Bloco C', unidade: '303', tipo: 'CARRO', placa: 'BKA6281', cor: 'MARROM', modelo: 'Toyota Corolla' },
    { bloco: 'Bloco C', unidade: '602', tipo: 'CARRO', placa: 'SVX1F55', cor: 'BRANCO', modelo: 'Renault Kwid' },
  ],
  1002: [
    { bloco: 'Torre Única', unidade: '101', tipo: 'CARRO', placa: 'PQO4H88', cor: 'PRETO', modelo: 'Nissan Kicks' },
    { bloco: 'Torre Única', unidade: '304', tipo: 'MOTO', placa: 'NXA3318', cor: 'AZUL', modelo: 'Honda Biz 125' },
    { bloco: 'Torre Única', unidade: '502', tipo: 'BICICLETA', placa: null, cor: 'BRANCO', modelo: 'Sense Impulse' },
  ],
};

const unitId = async (db: Database, idCondo: number, bloco: string, unidade: string) => {
  const [row] = await db
    .select({ idUnidade: unidades.idUnidade })
    .from(unidades)
    .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
    .where(and(eq(blocos.idCondo, idCondo), eq(blocos.nome, bloco), eq(unidades.nome, unidade)));
  if (!row) throw new Error(`unidade de demonstração ausente: ${idCondo} ${bloco} ${unidade}`);
  return row.idUnidade;
};

/** A few vehicles per demo condominium, so the list, the search and the infinite scroll have something to show. */
export const seedVehicles = async (db: Database): Promise<void> => {
  for (const [condo, list] of Object.entries(VEHICLES)) {
    const idCondo = Number(condo);
    const rows = [];
    for (const v of list) {
      rows.push({
        idCondo,
        idUnidade: await unitId(db, idCondo, v.bloco, v.unidade),
        tipo: v.tipo,
        placa: v.placa,
        cor: v.cor,
        modelo: v.modelo,
        observacao: v.observacao ?? null,
        vagaAlugada: v.vagaAlugada ?? false,
      });
    }
    await db.insert(veiculos).values(rows);
  }
};
