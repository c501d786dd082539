export type CheckState = 'up' | 'down' | 'not-configured';

export interface ReadinessChecks {
  database: CheckState;
  redis: CheckState;
}

export type Readiness =
  | { ready: true; body: { status: 'ready'; checks: ReadinessChecks } }
  | { ready: false; body: { message: string; status: 503; checks: ReadinessChecks } };

/** Ready when every configured dependency answers; the body names each one's state either way. */
export function readinessOf(checks: ReadinessChecks): Readiness {
  const down = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter((name) => checks[name] === 'down');
  if (down.length === 0) return { ready: true, body: { status: 'ready', checks } };
  return { ready: false, body: { message: `Not ready: ${down.join(' and ')} down`, status: 503, checks } };
}

/** Whether `probe` settles successfully within `timeoutMs`. */
export async function answersWithin(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
