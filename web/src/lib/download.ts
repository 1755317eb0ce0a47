/** Hands `blob` to the browser as a file download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
