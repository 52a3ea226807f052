/** Offers `content` to the visitor as a file download named `filename` (browser only; call from an event handler). */
export function downloadTextFile(filename: string, content: string, type = 'text/plain;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later it has long started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
