import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { formatCpf } from '@portaria/shared/br/cpf';
import { formatPhone } from '@portaria/shared/br/phone';
import { profileLabel } from '@portaria/shared/access-control/access-control.constants';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';

export const unitText = (unit: { nmBloco: string; nome: string }) => `${unit.nmBloco} | ${unit.nome}`;
export const cpfText = (cpf: string) => (cpf ? formatCpf(cpf) : '—');
export const phoneText = (phone: string | null) => (phone ? formatPhone(phone) : '—');
export const profileText = (r: Pick<Resident, 'tipoAcesso'>) => profileLabel(r.tipoAcesso);
export const yesNo = (value: boolean) => (value ? L.yes : L.no);

/** Links that open another app: WhatsApp with a text or a number, e-mail, phone. */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
export const whatsappHref = (digits: string) => `https://wa.me/${digits}`;
export const mailtoHref = (to: string, subject: string, body: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
export const telHref = (digits: string) => `tel:+${digits}`;
