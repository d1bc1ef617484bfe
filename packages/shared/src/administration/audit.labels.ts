import type { AuditAction } from '../common/audit-actions.ts';

/**
 * pt-BR labels of the audit log viewer (issue 31 item 7): one per action of the catalogue (a new action that misses
 * one fails the type check and audit.labels.test.ts), one per area (the `entidade` of the entries) and one per field
 * the entries' details name. A field or area without a label shows its stored name.
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sessao.entrar': 'Entrou no sistema',
  'sessao.selecionar_referencia': 'Escolheu o condomínio',
  'sessao.sair': 'Saiu do sistema',
  'conta.criar': 'Criou a conta',
  'conta.redefinir_senha': 'Redefiniu a senha',
  'pre_cadastro.enviar': 'Enviou um pré-cadastro',
  'pre_cadastro.aprovar': 'Aprovou um pré-cadastro',
  'pre_cadastro.recusar': 'Recusou um pré-cadastro',
  'troca_telefone.solicitar': 'Pediu a troca de telefone',
  'troca_telefone.aprovar': 'Aprovou uma troca de telefone',
  'troca_telefone.recusar': 'Recusou uma troca de telefone',
  'correspondencia.cadastrar': 'Cadastrou correspondência',
  'correspondencia.retirar': 'Registrou a retirada de correspondência',
  'correspondencia.retirar_multipla': 'Registrou a retirada de várias correspondências',
  'correspondencia.reenviar_aviso': 'Reenviou o aviso de correspondência',
  'correspondencia.lembrar': 'Lembrete de encomenda aguardando retirada enviado',
  'correspondencia.avisar_sindico': 'Lista mensal de encomendas esquecidas enviada ao síndico',
  'veiculo.cadastrar': 'Cadastrou veículo',
  'veiculo.editar': 'Editou veículo',
  'veiculo.excluir': 'Excluiu veículo',
  'morador.solicitar_acesso': 'Pediu acesso para um morador',
  'morador.aprovar_acesso': 'Aprovou o acesso de um morador',
  'morador.recusar_acesso': 'Recusou o acesso de um morador',
  'morador.editar': 'Editou morador',
  'morador.excluir': 'Excluiu morador',
  'convite.enviar': 'Enviou convite de biometria',
  'convite.cadastrar_biometria': 'Cadastrou biometria pelo convite',
  'biometria.ver_foto': 'Viu a foto da biometria',
  'visitante.cadastrar': 'Cadastrou visitante',
  'visitante.excluir': 'Excluiu visitante',
  'autorizacao.cadastrar': 'Cadastrou autorização de visita',
  'autorizacao.editar': 'Editou autorização de visita',
  'autorizacao.excluir': 'Excluiu autorização de visita',
  'visita.registrar_entrada': 'Registrou a entrada de um visitante',
  'visita.registrar_saida': 'Registrou a saída de um visitante',
  'documento.enviar': 'Enviou documento',
  'documento.substituir': 'Substituiu documento',
  'documento.revogar_link': 'Revogou o link de um documento',
  'ocorrencia.cadastrar': 'Registrou ocorrência',
  'reserva.criar': 'Fez uma reserva',
  'reserva.cancelar': 'Cancelou uma reserva',
  'reserva.aprovar': 'Aprovou uma reserva',
  'reserva.recusar': 'Recusou uma reserva',
  'instrucao.criar': 'Registrou uma instrução da unidade',
  'instrucao.encerrar': 'Encerrou uma instrução da unidade',
  'livro.registrar': 'Escreveu no livro da portaria',
  'livro.editar': 'Alterou um registro do livro da portaria',
  'livro.excluir': 'Excluiu um registro do livro da portaria',
  'livro.resolver': 'Resolveu uma pendência do livro da portaria',
  'livro.passar_plantao': 'Passou o plantão',
  'livro.confirmar_leitura': 'Confirmou a leitura da passagem de plantão',
  'bloqueio.cancelar': 'Cancelou um bloqueio de área',
  'mudanca.agendar': 'Agendou uma mudança',
  'mudanca.cancelar': 'Cancelou uma mudança',
  'chave.cadastrar': 'Cadastrou uma chave',
  'chave.editar': 'Alterou uma chave',
  'chave.desativar': 'Desativou uma chave',
  'chave.entregar': 'Entregou uma chave',
  'chave.receber': 'Recebeu uma chave de volta',
  'chave.lembrar': 'Lembrete de chave atrasada enviado',
  'instalacao.configurar': 'Configurou a instalação',
  'condominio.criar': 'Criou o condomínio',
  'condominio.editar': 'Editou os dados do condomínio',
  'condominio.desativar': 'Desativou o condomínio',
  'condominio.reativar': 'Reativou o condomínio',
  'bloco.criar': 'Criou um bloco',
  'bloco.renomear': 'Renomeou um bloco',
  'unidade.criar_lote': 'Criou unidades em lote',
  'unidade.editar': 'Editou uma unidade',
  'equipe.incluir': 'Incluiu uma pessoa na equipe',
  'equipe.mudar_cargo': 'Mudou o cargo de uma pessoa da equipe',
  'equipe.alterar_permissoes': 'Alterou as permissões de uma pessoa da equipe',
  'equipe.desativar': 'Desativou uma pessoa da equipe',
  'equipe.reativar': 'Reativou uma pessoa da equipe',
  'equipe.mudar_telefone': 'Mudou o celular de uma pessoa da equipe',
  'morador.importar': 'Importou moradores de uma planilha',
  'area.criar': 'Criou uma área comum',
  'area.editar': 'Editou uma área comum',
  'area.desativar': 'Desativou uma área comum',
  'area.reativar': 'Reativou uma área comum',
  'bloqueio.criar': 'Bloqueou uma área',
  'mudanca.editar_regras': 'Editou as regras de mudança',
};

/** The areas an entry may be filed under (`audit_log.entidade`), as the filter offers them. */
export const AUDIT_AREA_LABELS = {
  area: 'Áreas comuns',
  autorizacao: 'Autorizações de visita',
  bloco: 'Blocos',
  chave: 'Chaves',
  chave_movimento: 'Movimentações de chaves',
  condominio: 'Condomínio',
  convite: 'Convites de biometria',
  correspondencia: 'Correspondências',
  documento: 'Documentos',
  documento_link: 'Links de documentos',
  equipe: 'Equipe',
  instrucao_unidade: 'Instruções das unidades',
  livro_registro: 'Livro da portaria',
  livro_passagem: 'Passagens de plantão',
  log_entrada: 'Entradas e saídas',
  morador: 'Moradores',
  mudanca: 'Mudanças',
  ocorrencia: 'Ocorrências',
  pessoa: 'Biometria',
  pre_cadastro: 'Pré-cadastros',
  reserva: 'Reservas',
  sessao: 'Sessões',
  solicitacao_acesso: 'Solicitações de acesso',
  troca_telefone: 'Trocas de telefone',
  unidade: 'Unidades',
  usuario: 'Contas',
  veiculo: 'Veículos',
  visitante: 'Visitantes',
  visitante_unidade: 'Visitantes da unidade',
} as const;
export type AuditArea = keyof typeof AUDIT_AREA_LABELS;
export const AUDIT_AREAS = Object.keys(AUDIT_AREA_LABELS) as [AuditArea, ...AuditArea[]];

/** Fields named in the details, as a person reads them. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  nome: 'Nome',
  nomeFantasia: 'Nome fantasia',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  endereco: 'Endereço',
  temBiometria: 'Biometria',
  suporteWhatsapp: 'WhatsApp de suporte',
  suporteTelefone: 'Telefone de suporte',
  chatUrl: 'Endereço do chat',
  painelBiometriaUrl: 'Painel de biometria',
  diasAlertaEncomenda: 'Dias para alerta de encomenda na prateleira',
  diasPrimeiroLembrete: 'Dias para o primeiro lembrete de encomenda',
  diasEntreLembretes: 'Dias entre os lembretes seguintes',
  comprovanteRetirada: 'Comprovante de retirada em todas as encomendas',
  ativa: 'Ativa',
  ativo: 'Ativo',
  placa: 'Placa',
  tipo: 'Tipo',
  cor: 'Cor',
  modelo: 'Modelo',
  observacao: 'Observação',
  vagaAlugada: 'Vaga alugada',
  idUnidade: 'Unidade (código)',
  unidades: 'Unidades (códigos)',
  telefone: 'Telefone',
  telefoneNovo: 'Telefone novo',
  email: 'E-mail',
  flUsoApp: 'Usa o aplicativo',
  acessoApp: 'Usa o aplicativo',
  campos: 'Campos alterados',
  tipoVinculo: 'Vínculo',
  tipoAutorizacao: 'Autorização',
  tipoDocumento: 'Documento',
  tipoOcorrencia: 'Tipo de ocorrência',
  visitanteTipo: 'Tipo de visitante',
  anexo: 'Anexo',
  cargo: 'Cargo',
  dia: 'Dia',
  dataAgendada: 'Data agendada',
  avisos: 'Avisos',
  sessoesEncerradas: 'Sessões encerradas',
  administrador: 'Administrador',
  condominio: 'Condomínio',
  criadas: 'Criadas',
  existentes: 'Já existiam',
  categoria: 'Categoria',
  tamanho: 'Tamanho',
  notificados: 'Avisados',
  ids: 'Correspondências (códigos)',
  cadastrado: 'Retirante cadastrado',
  tipoEnvio: 'Envio',
  tipoPessoa: 'Tipo de pessoa',
  idArea: 'Área comum (código)',
  inicio: 'Início',
  fim: 'Fim',
  valor: 'Valor',
  novoEmail: 'E-mail novo',
  idDocumento: 'Documento (código)',
  idMorador: 'Morador (código)',
  purpose: 'Finalidade',
  substitui: 'Substitui o pedido',
  concedidas: 'Permissões concedidas',
  retiradas: 'Permissões retiradas',
  arquivo: 'Arquivo',
  linhas: 'Linhas',
  criar: 'Criados',
  atualizar: 'Atualizados',
  inalterado: 'Sem mudança',
  recusado: 'Recusados',
};

export const auditActionLabel = (acao: string): string => AUDIT_ACTION_LABELS[acao as AuditAction] ?? acao;
export const auditAreaLabel = (entidade: string): string => AUDIT_AREA_LABELS[entidade as AuditArea] ?? entidade;
export const auditFieldLabel = (campo: string): string => AUDIT_FIELD_LABELS[campo] ?? campo;

/** One line of "what changed": an edit's before and after, or a fact of the entry. */
export type AuditChange =
  | { tipo: 'edicao'; campo: string; rotulo: string; antes: string; depois: string }
  | { tipo: 'valor'; campo: string; rotulo: string; valor: string };

const EMPTY = '—';

/** A stored value as text: yes/no, empty, lists joined, anything else as JSON. */
export const auditValueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(auditValueText).join(', ');
  return JSON.stringify(value);
};

const isEdit = (value: unknown): value is { antes: unknown; depois: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'antes' in value && 'depois' in value;

/**
 * The details of an entry as lines: `{ field: { antes, depois } }` (edits), the same nested under `alteracoes`
 * (vehicles), and the other keys as facts. Edits come first, in the order stored.
 */
export const auditChanges = (detalhes: Record<string, unknown> | null | undefined): AuditChange[] => {
  if (!detalhes) return [];
  const edits: AuditChange[] = [];
  const facts: AuditChange[] = [];
  const read = (entries: [string, unknown][]) => {
    for (const [campo, value] of entries) {
      const rotulo = auditFieldLabel(campo);
      if (isEdit(value))
        edits.push({
          tipo: 'edicao',
          campo,
          rotulo,
          antes: auditValueText(value.antes),
          depois: auditValueText(value.depois),
        });
      else if (campo === 'alteracoes' && typeof value === 'object' && value !== null && !Array.isArray(value))
        read(Object.entries(value));
      else facts.push({ tipo: 'valor', campo, rotulo, valor: auditValueText(value) });
    }
  };
  read(Object.entries(detalhes));
  return [...edits, ...facts];
};

/** The lines as one text (the CSV's column): "Nome: Bloco A → Bloco Z | Placa: ABC1D23". */
export const auditChangesText = (changes: AuditChange[]): string =>
  changes
    .map((c) => (c.tipo === 'edicao' ? `${c.rotulo}: ${c.antes} → ${c.depois}` : `${c.rotulo}: ${c.valor}`))
    .join(' | ');
