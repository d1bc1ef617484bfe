// pdfjs-dist 5+ expects Node 22's Promise.withResolvers; this machine runs Node 20.
const withResolvers = <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};
const promiseStatics = Promise as unknown as { withResolvers?: typeof withResolvers };
promiseStatics.withResolvers ??= withResolvers;

/** Text of every page of a PDF (pdfjs-dist, installed with react-pdf), items joined by spaces. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: bytes, useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.cleanup();
  await doc.loadingTask.destroy();
  return pages.join('\n');
};
