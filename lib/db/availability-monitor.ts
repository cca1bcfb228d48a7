// Our own: postgres-js has no client-side query deadline, and a paused server accepts TCP but never
// answers, so one cheap probe with its own deadline decides "up" or "down" for the whole process.
import { clearImmediate, setImmediate } from "node:timers";

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

/**
 * Rejects with `timeoutError()` if `promise` has not settled within `ms` of time in which this process could have
 * heard its answer. The deadline ticks in small steps; a step that comes late (our own event loop was busy: a
 * long synchronous task, a starved CPU) counts as two steps, not as the time it lost, and at the end one more
 * turn of the loop reads an answer that arrived meanwhile. So a slow event loop never turns into "no answer".
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  const step = Math.max(1, Math.min(100, Math.floor(ms / 10)));
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const deadline = new Promise<never>((_, reject) => {
    let heard = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      heard += Math.min(now - last, 2 * step);
      last = now;
      if (heard < ms) timer = setTimeout(tick, step);
      else immediate = setImmediate(() => reject(timeoutError()));
    };
    timer = setTimeout(tick, step);
  });
  return Promise.race([promise, deadline]).finally(() => {
    clearTimeout(timer);
    clearImmediate(immediate);
  });
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
