import { z } from 'zod';
import { idParam } from '../schemas.ts';

export const personSchema = z.object({ cpf: z.string(), nome: z.string() });
export const unitSchema = z.object({ idUnidade: z.number().int(), nome: z.string(), pessoas: z.array(personSchema) });
export const blockSchema = z.object({
  idBloco: z.number().int(),
  nome: z.string(),
  quantidadeUnidades: z.number().int(),
  unidades: z.array(unitSchema),
});
export const condominiumSchema = z.object({
  idCondo: z.number().int(),
  referencia: z.number().int(),
  nome: z.string(),
  nomeFantasia: z.string(),
  tem_biometria: z.boolean(),
  /** Additive (issue 33 item 4, decision 131): every parcel release needs a signature or a photo. */
  comprovanteRetirada: z.boolean().optional(),
  blocos: z.array(blockSchema),
});
export const condominiumParamsSchema = z.object({ idCondo: idParam });

export type Person = z.infer<typeof personSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type Block = z.infer<typeof blockSchema>;
export type Condominium = z.infer<typeof condominiumSchema>;

/** People of a unit are de-duplicated by cpf plus trimmed nome (spec 01 §3). */
export const dedupePeople = (people: Person[]): Person[] => {
  const seen = new Set<string>();
  return people.filter((p) => {
    const key = `${p.cpf}|${p.nome.trim()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
