import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { arquivos, blocos, documentos, ocorrenciaConteudos, ocorrencias, unidades } from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// A stable name per demo file, so a reseeded database points at the same storage key.
const demoHash = (name: string) => createHash('sha256').update(`demo-documento|${name}`).digest('hex').slice(0, 32);

/**
 * The statute and internal rules of 4521. Their files are rows in status DEMO: the PDFs are drawn and written to the
 * storage on first read (modules/documents/demo-documents.ts), since seeding has no storage to write to.
 */
export const seedDocuments = async (db: Database, at: Date): Promise<void> => {
  const docs = [
    { tipo: 'CONVENCAO', nome: 'CONVENCAO_CONDOMINIO_4521.pdf' },
    { tipo: 'REGULAMENTO', nome: 'REGULAMENTO_INTERNO_4521.pdf' },
  ];
  for (const doc of docs) {
    const hash = demoHash(doc.nome);
    await db.insert(arquivos).values({
      hash,
      idCondo: 1001,
      area: 'documentos',
      driver: 'demo',
      status: 'DEMO',
      contentType: 'application/pdf',
      uploadExpiraEm: at,
      createdAt: at,
    });
    await db
      .insert(documentos)
      .values({ idCondo: 1001, tipo: doc.tipo, nome: doc.nome, hashArquivo: hash, updatedAt: at });
  }
};

type DemoOccurrence = {
  bloco: string;
  unidade: string;
  tipo: 'ELOGIO' | 'SUGESTAO' | 'RECLAMACAO' | 'OUTROS';
  diasAtras: number;
  conteudo: string;
  email: string;
  respostas?: string[];
  encerrada?: boolean;
};

const OCCURRENCES: DemoOccurrence[] = [
  {
    bloco: 'Bloco A',
    unidade: '102',
    tipo: 'RECLAMACAO',
    diasAtras: 2,
    conteudo: 'Barulho de obra no apartamento de cima depois das 18h, fora do horário do regimento.',
    email: 'moradora.a102@exemplo.com.br',
  },
  {
    bloco: 'Bloco B',
    unidade: '204',
    tipo: 'SUGESTAO',
    diasAtras: 5,
    conteudo: 'Sugiro instalar um bicicletário coberto perto da entrada da garagem.',
    email: 'morador.b204@exemplo.com.br',
    respostas: ['Obrigado pela sugestão! Vamos levar o orçamento para a próxima assembleia.'],
  },
  {
    bloco: 'Bloco C',
    unidade: '301',
    tipo: 'ELOGIO',
    diasAtras: 9,
    conteudo: 'Parabéns à equipe da portaria pelo cuidado com as encomendas durante as minhas férias.',
    email: 'familia.c301@exemplo.com.br',
    respostas: ['Agradecemos o reconhecimento, repassamos à equipe.'],
    encerrada: true,
  },
  {
    bloco: 'Bloco A',
    unidade: '304',
    tipo: 'RECLAMACAO',
    diasAtras: 14,
    conteudo: 'Lâmpada queimada no hall do 3º andar há mais de uma semana.',
    email: 'morador.a304@exemplo.com.br',
    respostas: ['A lâmpada foi trocada hoje pela manutenção.'],
    encerrada: true,
  },
  {
    bloco: 'Bloco B',
    unidade: '101',
    tipo: 'OUTROS',
    diasAtras: 20,
    conteudo: 'Gostaria de saber quando será a próxima dedetização das áreas comuns.',
    email: 'moradora.b101@exemplo.com.br',
    respostas: ['A dedetização está marcada para o dia 15, das 9h às 12h.'],
  },
  {
    bloco: 'Bloco C',
    unidade: '502',
    tipo: 'RECLAMACAO',
    diasAtras: 33,
    conteudo: 'Vazamento na garagem, vaga 48, pingando sobre o carro.',
    email: 'morador.c502@exemplo.com.br',
  },
];

/** Some occurrences of 4521 in the last weeks: open ones, replied ones and closed ones. */
export const seedOccurrences = async (db: Database, now: Date): Promise<void> => {
  for (const o of OCCURRENCES) {
    const [unit] = await db
      .select({ idUnidade: unidades.idUnidade })
      .from(unidades)
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(and(eq(blocos.idCondo, 1001), eq(blocos.nome, o.bloco), eq(unidades.nome, o.unidade)));
    const at = new Date(now.getTime() - o.diasAtras * DAY_MS);
    const [row] = await db
      .insert(ocorrencias)
      .values({
        idCondo: 1001,
        idUnidade: unit!.idUnidade,
        tipoOcorrencia: o.tipo,
        tipoUsuario: 'MORADOR',
        conteudo: o.conteudo,
        email: o.email,
        flEncerrado: o.encerrada ? 'S' : 'N',
        dataOcorrencia: at,
        createdAt: at,
      })
      .returning({ id: ocorrencias.id });
    const contents = [
      { conteudo: o.conteudo, autor: 'MORADOR', createdAt: at },
      ...(o.respostas ?? []).map((conteudo, i) => ({
        conteudo,
        autor: 'SINDICO',
        createdAt: new Date(at.getTime() + (i + 1) * DAY_MS),
      })),
    ];
    await db.insert(ocorrenciaConteudos).values(contents.map((c) => ({ ...c, idOcorrencia: row!.id, idCondo: 1001 })));
  }
};
