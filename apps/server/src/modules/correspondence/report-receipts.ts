import { maskId } from '@portaria/shared/br/mask';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';
import { plainLine } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import { storageKey, type FileStorage } from '../../platform/files/storage.ts';
import type { PdfAppendix } from '../../platform/reports/report-pdf.ts';
import type { ReceiptRow } from './receipts.repository.ts';

const PER_PAGE = 2;
const MARGIN = 30;
const BOX_HEIGHT = 250;
const IMAGE = { width: 300, height: 150 };

const readBytes = async (storage: FileStorage, idCondo: number, hash: string | null): Promise<Buffer | null> => {
  if (!hash) return null;
  const object = await storage.read(storageKey(idCondo, hash));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const checkLine = (conferencia: ReceiptRow['conferencia']) =>
  conferencia === 'DOCUMENTO'
    ? M.proofCheckDocument
    : conferencia === 'CODIGO_RETIRADA'
      ? M.proofCheckCode
      : M.proofCheckNone;

/** The text of one receipt: what, to whom (CPF masked), who released it and when, how the person was checked. */
export const receiptLines = (row: ReceiptRow) => [
  plainLine(row.parcelas),
  plainLine(
    fill(M.proofTakenBy, { nome: row.nome }) + (row.cpf ? ` · ${fill(M.proofCpf, { cpf: maskId(row.cpf) })}` : ''),
  ),
  plainLine(fill(M.proofReleasedBy, { porteiro: row.porteiro ?? M.notInformed, data: fastDataHora(row.dataRetirada) })),
  checkLine(row.conferencia),
];

/**
 * The history PDF's receipts (decision 131): one `Comprovante de retirada` per release with proof, two to a page,
 * with the signature and the photo as stored. An image the storage lost leaves its place empty, not the report.
 */
export const receiptsAppendix = (storage: FileStorage, idCondo: number, rows: ReceiptRow[]): PdfAppendix => ({
  pages: Math.ceil(rows.length / PER_PAGE),
  draw: async (doc, newPage) => {
    for (const [i, row] of rows.entries()) {
      if (i % PER_PAGE === 0) newPage();
      const top = MARGIN + (i % PER_PAGE) * (BOX_HEIGHT + 10);
      doc.rect(MARGIN, top, doc.page.width - 2 * MARGIN, BOX_HEIGHT).stroke('#999999');
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(M.proofTitle, MARGIN + 10, top + 10, { lineBreak: false });
      doc.font('Helvetica').fontSize(9);
      receiptLines(row).forEach((line, n) =>
        doc.text(line, MARGIN + 10, top + 30 + 13 * n, {
          lineBreak: false,
          width: doc.page.width - 2 * MARGIN - 20,
          ellipsis: true,
        }),
      );
      const imagesTop = top + 30 + 13 * 4 + 6;
      const images = [
        { label: M.proofSignature, bytes: await readBytes(storage, idCondo, row.hashAssinatura) },
        { label: M.proofPhoto, bytes: await readBytes(storage, idCondo, row.hashFoto) },
      ].filter((image) => image.bytes);
      images.forEach((image, n) => {
        const x = MARGIN + 10 + n * (IMAGE.width + 20);
        doc.fontSize(8).text(image.label, x, imagesTop, { lineBreak: false });
        try {
          doc.image(image.bytes!, x, imagesTop + 12, { fit: [IMAGE.width, IMAGE.height] });
        } catch {
          // Bytes pdfkit cannot read (checked as jpg/png at upload, but a storage may differ): the text stays.
        }
      });
    }
  },
});
