import PDFDocument from 'pdfkit';

/** A real one-page PDF with readable text, for journeys that attach or view a PDF. */
export const makePdf = (text: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text(text);
    doc.end();
  });
