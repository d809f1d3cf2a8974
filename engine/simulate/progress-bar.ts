/** A one-line progress bar for a terminal stream (stderr, so the summary on stdout stays clean). */
export function drawProgressBar(stream: NodeJS.WriteStream, done: number, total: number, label: string): void {
  const width = 30;
  const filled = Math.round((done / Math.max(1, total)) * width);
  stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor((done / Math.max(1, total)) * 100)}% ${label}`);
  if (done >= total) stream.write('\n');
}
