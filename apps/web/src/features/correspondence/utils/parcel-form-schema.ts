import type { z } from 'zod';
import { entradaSchema } from '@portaria/shared/correspondence/correspondence.schemas';

/** The registration form validates with the same schema as the route (unit, photo and time are added on submit). */
export const parcelFormSchema = entradaSchema.pick({
  destinatario: true,
  categoria: true,
  tamanho: true,
  descricao: true,
  codigoRastreio: true,
  prateleira: true,
  observacao: true,
  valiosa: true,
});

export type ParcelFormInput = z.input<typeof parcelFormSchema>;
export type ParcelFormOutput = z.output<typeof parcelFormSchema>;

export const EMPTY_PARCEL_FORM: ParcelFormInput = {
  destinatario: '',
  // Unset until the user picks one: the enum rejects undefined with its "Selecione" message.
  categoria: undefined as unknown as ParcelFormInput['categoria'],
  tamanho: undefined as unknown as ParcelFormInput['tamanho'],
  descricao: '',
  codigoRastreio: '',
  prateleira: '',
  observacao: '',
  valiosa: false,
};
