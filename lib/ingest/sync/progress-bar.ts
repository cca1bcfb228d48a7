/** A one-line progress bar on a terminal; plain lines when the output is a file or a CI log. */
export function progressLine(done: number, total: number, label: string, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} ${label}`;
}

export function writeProgress(stream: NodeJS.WriteStream, done: number, total: number, label: string): void {
  const line = progressLine(done, total, label);
  if (stream.isTTY) stream.write(`\r${line}${done === total ? "\n" : ""}`);
  else stream.write(`${line}\n`);
}
