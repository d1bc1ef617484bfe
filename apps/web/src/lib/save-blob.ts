/** Hands a blob to the browser as a download with the given name (reports of every area). */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the url goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};
