export interface DataVersionWatcherOptions {
  /** Reads the current data version (lib/api/data-version.ts). */
  read: () => Promise<string>;
  /** Called once per change, after the version has moved on from the one last seen. */
  onChange: (version: string) => Promise<void> | void;
  intervalMs: number;
  onError?: (error: unknown) => void;
  /** The version the pages being served were checked against before the server started (scripts/start.ts):
   * a change between that check and the first read is then reported, not taken as the baseline. */
  initial?: string;
}

/**
 * Polls the data version and reports each change. Polling rather than LISTEN/NOTIFY because it works
 * through any connection pooler (Supabase's included). A check never overlaps the previous one, and a
 * failed read or callback is reported and retried on the next tick, so a database restart heals itself.
 * Returns a function that stops the watcher.
 */
export function watchDataVersion({
  read,
  onChange,
  intervalMs,
  onError = () => undefined,
  initial,
}: DataVersionWatcherOptions): () => void {
  let seen: string | undefined = initial || undefined;
  let busy = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const version = await read();
      if (seen === undefined) {
        seen = version;
      } else if (version !== seen) {
        await onChange(version);
        seen = version;
      }
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
