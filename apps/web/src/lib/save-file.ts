/** Hands a file to the browser as a download under the given name. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to take the file; then the memory is given back.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
