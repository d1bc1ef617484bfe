-- Decision 106: one naming scheme for the audit log's actions, `entidade.verbo` (packages/shared/src/common/audit-actions.ts,
-- RENAMED_AUDIT_ACTIONS). Rows written under the old names read with the new ones.
UPDATE "audit_log" SET "acao" = CASE "acao"
  WHEN 'LOGIN' THEN 'sessao.entrar'
  WHEN 'SELECIONAR_REFERENCIA' THEN 'sessao.selecionar_referencia'
  WHEN 'LOGOUT' THEN 'sessao.sair'
  WHEN 'CONTA_CRIADA' THEN 'conta.criar'
  WHEN 'SENHA_REDEFINIDA' THEN 'conta.redefinir_senha'
  WHEN 'PRE_CADASTRO_CRIADO' THEN 'pre_cadastro.enviar'
  WHEN 'PRE_CADASTRO_APROVADO' THEN 'pre_cadastro.aprovar'
  WHEN 'PRE_CADASTRO_RECUSADO' THEN 'pre_cadastro.recusar'
  WHEN 'TELEFONE_TROCA_SOLICITADA' THEN 'troca_telefone.solicitar'
  WHEN 'TELEFONE_TROCA_APROVADA' THEN 'troca_telefone.aprovar'
  WHEN 'TELEFONE_TROCA_RECUSADA' THEN 'troca_telefone.recusar'
  WHEN 'correspondencia.retirar-multipla' THEN 'correspondencia.retirar_multipla'
  WHEN 'convite.biometria_cadastrada' THEN 'convite.cadastrar_biometria'
  WHEN 'visita.entrada' THEN 'visita.registrar_entrada'
  WHEN 'visita.saida' THEN 'visita.registrar_saida'
END
WHERE "acao" IN ('LOGIN', 'SELECIONAR_REFERENCIA', 'LOGOUT', 'CONTA_CRIADA', 'SENHA_REDEFINIDA', 'PRE_CADASTRO_CRIADO', 'PRE_CADASTRO_APROVADO', 'PRE_CADASTRO_RECUSADO', 'TELEFONE_TROCA_SOLICITADA', 'TELEFONE_TROCA_APROVADA', 'TELEFONE_TROCA_RECUSADA', 'correspondencia.retirar-multipla', 'convite.biometria_cadastrada', 'visita.entrada', 'visita.saida');
