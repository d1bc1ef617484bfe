/** Wire contract of the staff screen (issue 31 item 5): the condominium is the token's. */
import { z } from 'zod';
import { cpfSchema, idParam } from '../schemas.ts';
import { PERMISSIONS } from '../permissions.ts';
import { nameSchema, phoneSchema } from '../accounts/accounts.schemas.ts';
import { STAFF_MESSAGES as M } from './staff.messages.ts';
import { STAFF_ROLES } from './staff.rules.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: M.roleRequired });
const permissionSchema = z.enum(Object.values(PERMISSIONS) as [string, ...string[]], { error: M.permissionUnknown });

export const staffMemberSchema = z.object({
  idUsuario: z.number().int(),
  nome: z.string(),
  /** Masked: 52*******25. */
  cpf: z.string(),
  /** Masked: (11) *****-4567. */
  telefone: z.string().nullable(),
  cargo: staffRoleSchema.nullable(),
  ativo: z.boolean(),
  temSenha: z.boolean(),
  /** The person asking: the screen offers no change on oneself. */
  voce: z.boolean(),
  /** What the role gives, what was given on top, what was taken away; the effective set is (role ∪ extras) − revoked. */
  permissoesDoCargo: z.array(z.string()),
  permissoesExtras: z.array(z.string()),
  permissoesRevogadas: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ data: z.array(staffMemberSchema) });

export const staffParamsSchema = z.object({ idUsuario: idParam });
export const addStaffBodySchema = z.object({
  cpf: cpfSchema,
  nome: nameSchema,
  telefone: phoneSchema,
  cargo: staffRoleSchema,
});
export type AddStaffBody = z.input<typeof addStaffBodySchema>;
export const staffRoleBodySchema = z.object({ cargo: staffRoleSchema });
export const staffPhoneBodySchema = z.object({ telefone: phoneSchema });
/** The person's effective permissions as the screen's checkboxes left them: the server works out extras and revocations. */
export const staffPermissionsBodySchema = z.object({ permissoes: z.array(permissionSchema).max(64) });
export const staffAnswerSchema = z.object({ message: z.string(), membro: staffMemberSchema });
