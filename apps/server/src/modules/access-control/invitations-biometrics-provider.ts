import type { Config } from '../../config.ts';

/** What a facial terminal needs to enrol a person: who, for which condominium, and where the photo is stored. */
export type BiometricsEnrollment = {
  idCondo: number;
  idConvite: number;
  /** The resident's record when the invitee is a resident of the unit; null for visitors and providers. */
  idPessoa: number | null;
  tipoPessoa: 'MORADOR' | 'VISITANTE' | 'PRESTADOR';
  nome: string;
  /** The storage key of the photo ("<idCondo>/<hash>"), read through the FileStorage interface. */
  photoKey: string;
  contentType: 'image/jpeg' | 'image/png';
};

/**
 * The hand-off to a facial-recognition terminal (decision 078). `enroll` runs after the invitation is spent and
 * the photo stored; a vendor integration implements this type and is chosen in `createBiometricsProvider`.
 */
export type BiometricsProvider = {
  name: string;
  enroll: (enrollment: BiometricsEnrollment) => Promise<void>;
};

/** The local implementation: the stored photo and the CADASTRADA status are the enrolment; nothing leaves the server. */
export const localBiometricsProvider: BiometricsProvider = {
  name: 'local',
  enroll: async () => undefined,
};

/** One provider per process, from the configuration (only the local one exists today). */
export const createBiometricsProvider = (_config: Config): BiometricsProvider => localBiometricsProvider;
