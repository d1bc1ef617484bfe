import type { TipoDocumento } from '@portaria/shared/documents/documents.constants';

type Section = { titulo: string; artigos: string[] };

const CONVENCAO: Section[] = [
  {
    titulo: 'Capítulo I — Do condomínio e de suas partes',
    artigos: [
      'Art. 1º O Residencial Jardim das Palmeiras é constituído por três blocos residenciais (A, B e C), áreas comuns de lazer, garagem e portaria, regidos por esta Convenção e pelo Código Civil (arts. 1.331 a 1.358).',
      'Art. 2º São partes comuns o terreno, as fundações, as estruturas, os telhados, os halls, os elevadores, as escadas, a piscina, o salão de festas, a churrasqueira, o playground e a portaria.',
      'Art. 3º Cada unidade autônoma corresponde a uma fração ideal do terreno e das partes comuns, indicada no quadro anexo a esta Convenção.',
    ],
  },
  {
    titulo: 'Capítulo II — Dos direitos e deveres dos condôminos',
    artigos: [
      'Art. 4º É direito do condômino usar, fruir e dispor livremente de sua unidade, respeitados o sossego, a salubridade e a segurança dos demais.',
      'Art. 5º É dever do condômino contribuir para as despesas do condomínio na proporção de sua fração ideal, até o dia 10 de cada mês.',
      'Art. 6º O condômino que não pagar a sua contribuição no prazo ficará sujeito a juros de 1% ao mês e multa de 2% sobre o débito.',
    ],
  },
  {
    titulo: 'Capítulo III — Da administração',
    artigos: [
      'Art. 7º O condomínio será administrado por um síndico eleito em assembleia geral, com mandato de dois anos, permitida a reeleição.',
      'Art. 8º Compete ao síndico representar o condomínio, cumprir e fazer cumprir esta Convenção e o Regimento Interno, e prestar contas anualmente à assembleia.',
      'Art. 9º O conselho fiscal, composto por três condôminos, dará parecer sobre as contas do síndico.',
    ],
  },
  {
    titulo: 'Capítulo IV — Das assembleias',
    artigos: [
      'Art. 10. A assembleia geral ordinária reunir-se-á uma vez por ano, no primeiro trimestre, para aprovar o orçamento e as contas.',
      'Art. 11. As assembleias extraordinárias serão convocadas pelo síndico ou por um quarto dos condôminos, com antecedência mínima de oito dias.',
    ],
  },
];

const REGULAMENTO: Section[] = [
  {
    titulo: 'Capítulo I — Do silêncio e da convivência',
    artigos: [
      'Art. 1º O horário de silêncio é das 22h às 8h, de domingo a quinta-feira, e das 23h às 9h às sextas-feiras, sábados e vésperas de feriado.',
      'Art. 2º Obras e reformas nas unidades só podem ser realizadas de segunda a sexta-feira, das 8h às 17h, e aos sábados, das 9h às 13h, com comunicação prévia à administração.',
    ],
  },
  {
    titulo: 'Capítulo II — Das áreas comuns',
    artigos: [
      'Art. 3º A piscina funciona das 8h às 22h; crianças menores de 12 anos devem estar acompanhadas de um responsável.',
      'Art. 4º O salão de festas e a churrasqueira devem ser reservados com antecedência mínima de 3 dias, pela portaria ou pelo aplicativo do morador.',
      'Art. 5º É proibido deixar objetos nos corredores, halls e escadas.',
    ],
  },
  {
    titulo: 'Capítulo III — Da portaria, mudanças e entregas',
    artigos: [
      'Art. 6º Visitantes e prestadores de serviço só terão acesso após autorização do morador, registrada pela portaria.',
      'Art. 7º Mudanças devem ser agendadas com a administração e realizadas de segunda a sábado, das 8h às 18h.',
      'Art. 8º Correspondências e encomendas são recebidas pela portaria e ficam disponíveis para retirada mediante registro.',
    ],
  },
  {
    titulo: 'Capítulo IV — Da garagem e dos animais',
    artigos: [
      'Art. 9º Cada unidade tem direito às vagas indicadas na matrícula; é proibido estacionar em vaga alheia ou na faixa de circulação.',
      'Art. 10. Animais de estimação devem circular nas áreas comuns no colo ou com guia, e seus dejetos devem ser recolhidos pelo tutor.',
    ],
  },
];

const TITLES: Record<TipoDocumento, string> = {
  CONVENCAO: 'Convenção de Condomínio',
  REGULAMENTO: 'Regimento Interno',
};

/** The demo statute and internal rules of 4521: a few A4 pages of readable pt-BR text, drawn with pdfkit. */
export const demoDocumentPdf = async (tipo: TipoDocumento, condominio: string): Promise<Buffer> => {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: `${TITLES[tipo]} — ${condominio}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(TITLES[tipo], { align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(13).text(condominio, { align: 'center' });
  const sections = tipo === 'CONVENCAO' ? CONVENCAO : REGULAMENTO;
  sections.forEach((section, index) => {
    if (index > 0 && index % 2 === 0) doc.addPage();
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14).text(section.titulo);
    for (const artigo of section.artigos)
      doc.moveDown(0.6).font('Helvetica').fontSize(12).text(artigo, { align: 'justify' });
  });
  doc
    .moveDown(2)
    .fontSize(10)
    .fillColor('#555')
    .text('Documento de demonstração gerado pelo Portaria.', { align: 'center' });
  doc.end();
  return done;
};
