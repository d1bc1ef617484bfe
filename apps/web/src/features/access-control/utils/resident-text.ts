import { formatCpf } from '@portaria/shared/br/cpf';
import { formatPhone } from '@portaria/shared/br/phone';
import { profileLabel } from '@portaria/shared/access-control/access-control.constants';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';

export const unitText = (unit: { nmBloco: string; nome: string }) => `${unit.nmBloco} | ${unit.nome}`;
export const cpfText = (cpf: string) => (cpf ? formatCpf(cpf) : '—');
export const phoneText = (phone: string | null) => (phone ? formatPhone(phone) : '—');
export const profileText = (r: Pick<Resident, 'tipoAcesso'>) => profileLabel(r.tipoAcesso);
export const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
