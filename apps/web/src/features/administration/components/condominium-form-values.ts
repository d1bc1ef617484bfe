import type { CondominiumSettings } from '@portaria/shared/administration/administration.schemas';
import { formatCnpj } from '@portaria/shared/br/cnpj';
import { formatPhone } from '@portaria/shared/br/phone';
import { REMINDERS } from '@portaria/shared/correspondence/reminders';
import { SHELF } from '@portaria/shared/correspondence/shelf';

/** What the form shows for a condominium: empty strings for what is not set, CNPJ and phones masked. */
export const formValuesOf = (settings: CondominiumSettings) => ({
  nome: settings.nome,
  nomeFantasia: settings.nomeFantasia === settings.nome ? '' : settings.nomeFantasia,
  cnpj: settings.cnpj ? formatCnpj(settings.cnpj) : '',
  endereco: settings.endereco ?? '',
  temBiometria: settings.temBiometria,
  suporteWhatsapp: settings.suporteWhatsapp ? formatPhone(settings.suporteWhatsapp) : '',
  suporteTelefone: settings.suporteTelefone ? formatPhone(settings.suporteTelefone) : '',
  chatUrl: settings.chatUrl ?? '',
  painelBiometriaUrl: settings.painelBiometriaUrl ?? '',
  diasAlertaEncomenda: String(settings.diasAlertaEncomenda),
  diasPrimeiroLembrete: String(settings.diasPrimeiroLembrete),
  diasEntreLembretes: String(settings.diasEntreLembretes),
  comprovanteRetirada: settings.comprovanteRetirada,
});

export const EMPTY_CONDOMINIUM = {
  nome: '',
  nomeFantasia: '',
  cnpj: '',
  endereco: '',
  temBiometria: false,
  suporteWhatsapp: '',
  suporteTelefone: '',
  chatUrl: '',
  painelBiometriaUrl: '',
  diasAlertaEncomenda: String(SHELF.defaultAlertDays),
  diasPrimeiroLembrete: String(REMINDERS.defaultFirstDays),
  diasEntreLembretes: String(REMINDERS.defaultEveryDays),
  comprovanteRetirada: false,
};
