/**
 * Reading a code with the desk's webcam (issue 33 item 5, decision 126). All "ours": the spec has no camera reading.
 * One message per reason the camera gives nothing, so the doorkeeper knows what to do about it.
 */
export const CAMERA_MESSAGES = {
  scanButton: 'Ler com a câmera',
  scanTitle: 'Ler código com a câmera',
  scanHint: 'Aponte a câmera para o código de barras ou QR code, bem iluminado e sem reflexo. A leitura é automática.',
  scanVideo: 'Imagem da câmera',
  denied:
    'O navegador não tem permissão para usar a câmera. Libere a câmera no ícone ao lado do endereço do site e tente de novo, ou digite o código.',
  missing: 'Nenhuma câmera foi encontrada neste computador. Conecte uma câmera ou digite o código.',
  busy: 'Não foi possível ligar a câmera. Ela pode estar em uso por outro programa: feche-o e tente de novo, ou digite o código.',
  insecure:
    'A câmera só funciona quando o sistema é aberto pelo endereço seguro (https). Digite o código ou use o leitor USB.',
  readerFailed: 'Não foi possível iniciar a leitura de códigos neste navegador. Digite o código ou use o leitor USB.',
} as const;
