import { PERMISSIONS, type Permission } from '../permissions.ts';

/** What each permission lets a person do, in pt-BR, for the staff screen's grants (issue 31 item 5). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  [PERMISSIONS.accessControl]: 'Controle de Acesso: moradores, visitantes, entradas e saídas',
  [PERMISSIONS.correspondence]: 'Correspondência e Entregas: registrar e entregar encomendas',
  [PERMISSIONS.reservations]: 'Reservas e Bloqueios: reservar áreas comuns e agendar mudanças',
  [PERMISSIONS.occurrences]: 'Ocorrências: registrar e consultar ocorrências',
  [PERMISSIONS.vehicles]: 'Veículos: cadastrar e consultar veículos',
  [PERMISSIONS.documents]: 'Documentos: enviar estatuto e regimento aos moradores',
  [PERMISSIONS.shiftBook]: 'Livro da portaria: anotar, resolver pendências e passar o plantão',
  [PERMISSIONS.keys]: 'Chaves: entregar, receber e consultar quem está com cada chave',
  [PERMISSIONS.approvePreRegistration]: 'Aprovar pré-cadastros de funcionários terceirizados',
  [PERMISSIONS.approveAccessRequest]: 'Aprovar solicitações de acesso de moradores',
  [PERMISSIONS.manageDocuments]: 'Substituir os documentos do condomínio e revogar links',
  [PERMISSIONS.reservationCharges]: 'Ver e exportar as cobranças de reservas',
  [PERMISSIONS.administerInstallation]: 'Criar e desativar condomínios da administradora',
  [PERMISSIONS.manageCondominium]: 'Editar os dados, blocos e unidades do condomínio',
  [PERMISSIONS.manageStaff]: 'Gerenciar a equipe: incluir, mudar cargo, permissões e desativar',
  [PERMISSIONS.importResidents]: 'Importar moradores por planilha',
  [PERMISSIONS.manageAreas]: 'Configurar áreas comuns, bloqueios e regras de mudança',
  [PERMISSIONS.readAudit]: 'Consultar a auditoria do condomínio',
  [PERMISSIONS.manageKeys]: 'Cadastrar, editar e retirar chaves do quadro de chaves',
};
