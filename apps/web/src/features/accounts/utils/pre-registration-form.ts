import type { z } from 'zod';
import { preRegistrationBodySchema } from '@portaria/shared/accounts/accounts.schemas';

/** The form validates with the server's own schema, minus the human check (it comes in the confirmation). */
export const preRegistrationFormSchema = preRegistrationBodySchema.omit({ altcha: true });

export type PreRegistrationFormInput = z.input<typeof preRegistrationFormSchema>;
export type PreRegistrationFormValues = z.output<typeof preRegistrationFormSchema>;

/** Cargo starts unset: the select shows 'Selecione'. */
export const EMPTY_FORM: Partial<PreRegistrationFormInput> = {
  condominio: '',
  cpf: '',
  nome: '',
  email: '',
  telefone: '',
};

/** What the confirmation shows and the submit sends: the checked values plus the condominium's name. */
export type PreRegistrationDraft = PreRegistrationFormValues & { condominiumName: string };
