/** Saves text as a file through a temporary link (no server round trip, nothing left in the page). */
export function downloadFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents stay intact).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
