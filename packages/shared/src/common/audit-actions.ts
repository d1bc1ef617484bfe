/**
 * Every action the audit log records, one scheme: `entidade.verbo` (what was acted on, then the verb in the
 * infinitive, snake_case). The server's write path (apps/server/src/platform/change) takes only these, so a new kind of
 * change adds its name here first (decision 106).
 */
export const AUDIT_ACTIONS = [
  // Sessions and accounts.
  'sessao.entrar',
  'sessao.selecionar_referencia',
  'sessao.sair',
  'conta.criar',
  'conta.redefinir_senha',
  'pre_cadastro.enviar',
  'pre_cadastro.aprovar',
  'pre_cadastro.recusar',
  'troca_telefone.solicitar',
  'troca_telefone.aprovar',
  'troca_telefone.recusar',
  // Correspondence.
  'correspondencia.cadastrar',
  'correspondencia.retirar',
  'correspondencia.retirar_multipla',
  'correspondencia.reenviar_aviso',
  'correspondencia.lembrar',
  'correspondencia.avisar_sindico',
  // Vehicles.
  'veiculo.cadastrar',
  'veiculo.editar',
  'veiculo.excluir',
  // Residents, access requests, invitations and biometrics.
  'morador.solicitar_acesso',
  'morador.aprovar_acesso',
  'morador.recusar_acesso',
  'morador.editar',
  'morador.excluir',
  'convite.enviar',
  'convite.cadastrar_biometria',
  'biometria.ver_foto',
  // Visitors, schedules, entries and exits.
  'visitante.cadastrar',
  'visitante.excluir',
  'autorizacao.cadastrar',
  'autorizacao.editar',
  'autorizacao.excluir',
  'visita.registrar_entrada',
  'visita.registrar_saida',
  // Documents and occurrences.
  'documento.enviar',
  'documento.substituir',
  'documento.revogar_link',
  'ocorrencia.cadastrar',
  // Reservations and moves.
  'reserva.criar',
  'reserva.cancelar',
  'reserva.aprovar',
  'reserva.recusar',
  'instrucao.criar',
  'instrucao.encerrar',
  // The shift book (issue 34).
  'livro.registrar',
  'livro.editar',
  'livro.excluir',
  'livro.resolver',
  'livro.passar_plantao',
  'livro.confirmar_leitura',
  'bloqueio.cancelar',
  'mudanca.agendar',
  'mudanca.cancelar',
  // Keys (issue 34).
  'chave.cadastrar',
  'chave.editar',
  'chave.desativar',
  'chave.entregar',
  'chave.receber',
  'chave.lembrar',
  // Administration (issue 31).
  'instalacao.configurar',
  'condominio.criar',
  'condominio.editar',
  'condominio.desativar',
  'condominio.reativar',
  'bloco.criar',
  'bloco.renomear',
  'unidade.criar_lote',
  'unidade.editar',
  'equipe.incluir',
  'equipe.mudar_cargo',
  'equipe.alterar_permissoes',
  'equipe.desativar',
  'equipe.reativar',
  'equipe.mudar_telefone',
  'morador.importar',
  'area.criar',
  'area.editar',
  'area.desativar',
  'area.reativar',
  'bloqueio.criar',
  'mudanca.editar_regras',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * The names stored before the one scheme, and what they read as now: migration 0016 renames the stored rows with
 * exactly this table (audit-action-names.test.ts runs it over one row of each).
 */
export const RENAMED_AUDIT_ACTIONS = {
  LOGIN: 'sessao.entrar',
  SELECIONAR_REFERENCIA: 'sessao.selecionar_referencia',
  LOGOUT: 'sessao.sair',
  CONTA_CRIADA: 'conta.criar',
  SENHA_REDEFINIDA: 'conta.redefinir_senha',
  PRE_CADASTRO_CRIADO: 'pre_cadastro.enviar',
  PRE_CADASTRO_APROVADO: 'pre_cadastro.aprovar',
  PRE_CADASTRO_RECUSADO: 'pre_cadastro.recusar',
  TELEFONE_TROCA_SOLICITADA: 'troca_telefone.solicitar',
  TELEFONE_TROCA_APROVADA: 'troca_telefone.aprovar',
  TELEFONE_TROCA_RECUSADA: 'troca_telefone.recusar',
  'correspondencia.retirar-multipla': 'correspondencia.retirar_multipla',
  'convite.biometria_cadastrada': 'convite.cadastrar_biometria',
  'visita.entrada': 'visita.registrar_entrada',
  'visita.saida': 'visita.registrar_saida',
} as const satisfies Record<string, AuditAction>;
