/** A vehicle's types and colours, and their labels (spec 02 §9). */
export const VEHICLE_TYPES = ['CARRO', 'MOTO', 'BICICLETA', 'OUTROS'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  CARRO: 'Carro',
  MOTO: 'Moto',
  BICICLETA: 'Bicicleta',
  OUTROS: 'Outros',
};

export const VEHICLE_COLOURS = [
  'BRANCO',
  'PRETO',
  'PRATA',
  'CINZA',
  'VERMELHO',
  'AZUL',
  'MARROM',
  'VERDE',
  'AMARELO',
] as const;
export type VehicleColour = (typeof VEHICLE_COLOURS)[number];
export const VEHICLE_COLOUR_LABELS: Record<VehicleColour, string> = {
  BRANCO: 'Branco',
  PRETO: 'Preto',
  PRATA: 'Prata',
  CINZA: 'Cinza',
  VERMELHO: 'Vermelho',
  AZUL: 'Azul',
  MARROM: 'Marrom',
  VERDE: 'Verde',
  AMARELO: 'Amarelo',
};
