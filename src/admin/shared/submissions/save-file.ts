/**
 * Hands a Blob to the browser as a download named `filename`: an object URL behind a temporary <a download>.
 * The URL is revoked once the click has been handled; the download keeps its own reference to the data.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
