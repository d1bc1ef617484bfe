import type { AuditAction } from '../common/audit-actions.ts';
import { fill } from '../text.ts';

/**
 * The one place the timeline's lines are worded (spec 02 §2.5: one pt-BR line as the desk reads it), keyed by the
 * action of the audit log that writes them. Never a CPF, a document number or a secret in a value.
 */
export const TIMELINE_EVENTS = {
  'correspondencia.cadastrar': 'Correspondência recebida (Cód.{id})',
  'correspondencia.retirar': 'Correspondência retirada (Cód.{id})',
  'correspondencia.lembrar': 'Lembrete {numero} da correspondência Cód.{id} enviado à unidade',
  'veiculo.cadastrar': 'Veículo cadastrado ({placa})',
  'veiculo.editar': 'Veículo alterado ({placa})',
  'veiculo.excluir': 'Veículo excluído ({placa})',
  'morador.solicitar_acesso': 'Acesso solicitado para {nome} ({unidade})',
  'morador.aprovar_acesso': 'Acesso aprovado para {nome} ({unidade})',
  'morador.recusar_acesso': 'Acesso recusado para {nome} ({unidade})',
  'morador.editar': 'Morador alterado ({nome})',
  'morador.excluir': 'Morador excluído ({nome})',
  'convite.enviar': 'Convite de biometria enviado para {nome} ({tipoEnvio})',
  'convite.cadastrar_biometria': 'Biometria facial cadastrada ({nome})',
  'visitante.cadastrar': '{tipo} cadastrado: {nome}',
  'visitante.excluir': '{tipo} excluído: {nome}',
  'autorizacao.cadastrar': 'Agendamento {autorizacao} cadastrado: {nome}',
  'autorizacao.editar': 'Agendamento {autorizacao} alterado: {nome}',
  'autorizacao.excluir': 'Agendamento {autorizacao} excluído: {nome}',
  'visita.registrar_entrada': 'Entrada de {tipo}: {nome}',
  'visita.registrar_saida': 'Saída de {tipo}: {nome}',
  'documento.enviar': 'Documento enviado por e-mail ({documento})',
  'documento.substituir': 'Documento atualizado ({documento})',
  'documento.revogar_link': 'Link de documento revogado ({documento})',
  'ocorrencia.cadastrar': 'Ocorrência registrada ({tipo}, Cód.{id})',
  'reserva.criar': 'Reserva de {area} ({quando})',
  'reserva.cancelar': 'Reserva de {area} cancelada ({quando})',
  'reserva.aprovar': 'Reserva de {area} aprovada pelo síndico ({quando})',
  'reserva.recusar': 'Reserva de {area} recusada pelo síndico ({quando})',
  'instrucao.criar': 'Instrução da unidade: {tipo}',
  'instrucao.encerrar': 'Instrução da unidade encerrada: {tipo}',
  'livro.registrar': 'Registro no livro da portaria: {categoria}',
  'livro.resolver': 'Registro do livro da portaria resolvido: {categoria}',
  'livro.passar_plantao': 'Plantão encerrado por {nome}',
  'bloqueio.cancelar': 'Bloqueio de {area} cancelado ({dia})',
  'mudanca.agendar': 'Mudança agendada ({dia} {de}-{ate})',
  'mudanca.cancelar': 'Mudança cancelada ({quando})',
  'chave.cadastrar': 'Chave cadastrada: {chave}',
  'chave.editar': 'Chave alterada: {chave}',
  'chave.desativar': 'Chave desativada: {chave}',
  'chave.entregar': 'Chave {chave} entregue a {nome} até {quando}',
  'chave.receber': 'Chave {chave} devolvida por {nome}',
  'chave.lembrar': 'Lembrete de devolução da chave {chave} enviado à unidade',
} as const satisfies Partial<Record<AuditAction, string>>;

export type TimelineEvent = keyof typeof TIMELINE_EVENTS;

/** The `{name}`s of a line: 'Veículo cadastrado ({placa})' -> 'placa'. */
type Placeholders<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | Placeholders<Rest> : never;

/** The values a line needs, every one of them and no other. */
export type TimelineValues<K extends TimelineEvent> = Record<
  Placeholders<(typeof TIMELINE_EVENTS)[K]>,
  string | number
>;

export const timelineLine = <K extends TimelineEvent>(evento: K, valores: TimelineValues<K>): string =>
  fill(TIMELINE_EVENTS[evento], valores as Record<string, string | number>);
