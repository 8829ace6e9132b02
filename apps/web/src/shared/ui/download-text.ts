/* A file the server sends as text (a CSV export), saved by the browser. */

/** Saves text as a file the browser downloads. */
export function downloadText(fileName: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${contentType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
