/** A stop asked for before the server serves: start-up ends on it, closing what it had opened. */
export class StoppedDuringStartUp extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`${signal} during start-up`);
    this.name = 'StoppedDuringStartUp';
  }
}

export interface StopSignals {
  /** Aborted, with a StoppedDuringStartUp, by the first SIGTERM or SIGINT before serving. */
  readonly startUp: AbortSignal;
  /** From now on a signal runs the serving server's shutdown; at once for one that came already. */
  whenServing(stop: (signal: NodeJS.Signals) => void): void;
}

/**
 * SIGTERM and SIGINT, handled from the first line of start-up. Installed only once the server
 * served, a stop during a first start's seed was ignored (node as PID 1 in a container has no
 * default action for it) until the orchestrator's timeout killed the process (decision 036).
 */
export function watchStopSignals(): StopSignals {
  const startUp = new AbortController();
  let received: NodeJS.Signals | undefined;
  let serving: ((signal: NodeJS.Signals) => void) | undefined;
  const handle = (signal: NodeJS.Signals) => {
    if (serving) return serving(signal);
    received ??= signal;
    startUp.abort(new StoppedDuringStartUp(received));
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
  return {
    startUp: startUp.signal,
    whenServing(stop) {
      serving = stop;
      if (received) stop(received);
    },
  };
}
