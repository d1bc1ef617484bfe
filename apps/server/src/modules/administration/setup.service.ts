import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { maskId } from '@portaria/shared';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import { hashPassword } from '../../platform/access/passwords.ts';
import type { WorkGate } from '../../platform/http/work-gate.ts';
import { insertCondominium } from './condominiums.repository.ts';
import { asClash, type NewCondominium } from './condominiums.service.ts';
import { claimSetup, insertAdministrator, isSetupOpen } from './setup.repository.ts';

type Deps = ChangeDeps & { passwordGate: WorkGate };

export type SetupValues = {
  administrador: { nome: string; cpf: string; telefone: string; email: string | null; senha: string };
  condominio: NewCondominium;
};

export const requireOpenSetup = async (deps: ChangeDeps, secret: string): Promise<void> => {
  if (!(await isSetupOpen(deps.db, secret))) throw new HttpError(404, M.setupNotFound);
};

/**
 * The installation's first administrator and first condominium, in one change: the secret is spent in the same
 * transaction, so a second attempt (or a concurrent one) finds nothing to open and answers 404.
 */
export const runSetup = async (deps: Deps, secret: string, values: SetupValues, at: Date) => {
  await requireOpenSetup(deps, secret);
  const { senha, nome, cpf, telefone, email } = values.administrador;
  const person = { nome, cpf, telefone, email };
  const senhaHash = await deps.passwordGate.run(() => hashPassword(senha));
  return recordChange(deps, { idUsuario: null, idCondo: null, at }, async (t) => {
    if (!(await claimSetup(t, secret))) throw new HttpError(404, M.setupNotFound);
    const idUsuario = await insertAdministrator(t, { ...person, senhaHash });
    const idCondo = await insertCondominium(t, values.condominio, idUsuario);
    return {
      result: { cpf: person.cpf, idCondo },
      audit: {
        acao: 'instalacao.configurar',
        entidade: 'condominio',
        idEntidade: idCondo,
        detalhes: { administrador: maskId(person.cpf), condominio: values.condominio.nome },
        createdActor: { idUsuario, idCondo },
      },
    };
  }).catch(asClash);
};
