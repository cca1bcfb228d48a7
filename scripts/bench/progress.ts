// Progress lines of a benchmark go to stderr, so that stdout holds only the Markdown report.
export type Progress = (message: string) => void;

export function createProgress(name: string): Progress {
  return (message) => console.error(`[${name}] ${message}`);
}

export const secondsSince = (from: number) => (performance.now() - from) / 1000;
