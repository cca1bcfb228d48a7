// Our own: postgres-js has no client-side query deadline, and a paused server accepts TCP but never
// answers, so one cheap probe with its own deadline decides "up" or "down" for the whole process.

export interface AvailabilityMonitorOptions {
  /** One cheap round trip (select 1) on a connection of its own; rejects or never settles when down. */
  probe: () => Promise<unknown>;
  /** Pause between the end of one probe and the start of the next. */
  intervalMs: number;
  /** A probe that has not answered by then counts as failed. */
  timeoutMs: number;
  /** Called once when the database goes down (end hung connections here). */
  onDown?: (error: unknown) => void;
  /** Called once when it answers again. */
  onUp?: (downForMs: number) => void;
  now?: () => number;
}

export interface AvailabilityMonitor {
  isDown: () => boolean;
  /** Probes now (unless a probe is already running) and returns whether the database is up. */
  check: () => Promise<boolean>;
  /** Starts probing every intervalMs (timers do not keep the process alive). */
  start: () => void;
  /** Stops for good: no more probes, and a probe still running reports nothing (its database may be gone). */
  stop: () => void;
}

/** Rejects with `timeoutError()` if `promise` has not settled within `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError()), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export function createAvailabilityMonitor(options: AvailabilityMonitorOptions): AvailabilityMonitor {
  const now = options.now ?? Date.now;
  let downSince: number | null = null;
  let running: Promise<boolean> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;

  const probeOnce = async (): Promise<boolean> => {
    if (stopped) return downSince === null;
    try {
      await withDeadline(
        options.probe(),
        options.timeoutMs,
        () => new Error(`no answer within ${options.timeoutMs} ms`),
      );
      if (downSince !== null && !stopped) {
        const downFor = now() - downSince;
        downSince = null;
        options.onUp?.(downFor);
      }
      return true;
    } catch (error) {
      if (downSince === null && !stopped) {
        downSince = now();
        options.onDown?.(error);
      }
      return false;
    }
  };

  const check = () => {
    running ??= probeOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (!started) return;
    timer = setTimeout(() => void check().finally(schedule), options.intervalMs);
    timer.unref();
  };

  return {
    isDown: () => downSince !== null,
    check,
    start: () => {
      if (started || stopped) return;
      started = true;
      schedule();
    },
    stop: () => {
      started = false;
      stopped = true;
      clearTimeout(timer);
    },
  };
}
