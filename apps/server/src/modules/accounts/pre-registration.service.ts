import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { maskId } from '@portaria/shared';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import type { preRegistrationBodySchema } from '@portaria/shared/accounts/accounts.schemas';
import type { z } from 'zod';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { Altcha } from './altcha.ts';
import * as repo from './pre-registration.repository.ts';

type Body = z.output<typeof preRegistrationBodySchema>;

type Deps = ChangeDeps & { now: () => Date; altcha: Altcha };

/**
 * POST /public/precadastro. The human check is spent first (each solution works once, even when the rest is
 * refused); then the pre-registration is saved in one transaction or not at all.
 */
export const createPreRegistration = async (deps: Deps, body: Body): Promise<void> => {
  const { db, now, altcha } = deps;
  const solution = await altcha.verify(body.altcha);
  const at = now();
  if (!(await repo.useAltchaSolution(db, solution.replayKey, solution.expiresAt, at))) {
    throw new HttpError(400, M.humanCheckReplayed);
  }
  const condo = await repo.findCondoByReferencia(db, body.condominio);
  if (!condo) throw new HttpError(404, M.referenceNotFound);
  const pending = () => new HttpError(409, M.preRegisterPending);
  try {
    await recordChange(deps, { idUsuario: null, idCondo: condo.idCondo, at }, async (t) => {
      if (await repo.holdsRoleIn(t, body.cpf, condo.idCondo, body.cargo))
        throw new HttpError(409, M.preRegisterHasAccess);
      if (await repo.hasPendingPreRegistration(t, condo.idCondo, body.cpf)) throw pending();
      const id = await repo.insertPreCadastro(t, {
        idCondo: condo.idCondo,
        nome: body.nome,
        cpf: body.cpf,
        cargo: body.cargo,
        telefone: body.telefone,
        email: body.email,
        createdAt: at,
      });
      return {
        result: undefined,
        audit: {
          acao: 'pre_cadastro.enviar',
          entidade: 'pre_cadastro',
          idEntidade: id,
          detalhes: { cpf: maskId(body.cpf), cargo: body.cargo },
        },
      };
    });
  } catch (error) {
    // Two submits of the same CPF at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw pending();
    throw error;
  }
};
