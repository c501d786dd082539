/** What the fuzzer sent and got back, counted for the report. */
export class Tally {
  requests = 0;
  socketMessages = 0;
  handshakes = 0;
  readonly byTarget = new Map<string, number>();
  readonly byAnswer = new Map<string, number>();
  /** Each route and event sent, as coverage.ts's reachedKey spells it. */
  readonly reached = new Set<string>();
  readonly failures: string[] = [];

  sent(channel: 'http' | 'socket' | 'handshake', target: string): void {
    if (channel === 'http') this.requests++;
    else if (channel === 'socket') this.socketMessages++;
    else this.handshakes++;
    this.byTarget.set(target, (this.byTarget.get(target) ?? 0) + 1);
  }

  reach(key: string): void {
    // A path past this is a case about the URL's length, not about which route it reaches.
    if (key.length <= 2000) this.reached.add(key);
  }

  answered(kind: string): void {
    this.byAnswer.set(kind, (this.byAnswer.get(kind) ?? 0) + 1);
  }

  fail(message: string): void {
    if (this.failures.length < 200) this.failures.push(message);
  }

  get total(): number {
    return this.requests + this.socketMessages + this.handshakes;
  }

  report(seed: number, seconds: number): string {
    const table = (counts: Map<string, number>) =>
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([name, count]) => `  ${String(count).padStart(7)}  ${name}`)
        .join('\n');
    return [
      `fuzz seed ${seed}: ${this.total} sent in ${seconds.toFixed(1)} s ` +
        `(${this.requests} HTTP requests, ${this.socketMessages} socket messages, ${this.handshakes} handshakes)`,
      'by endpoint or event:',
      table(this.byTarget),
      'answers:',
      table(this.byAnswer),
      `failures: ${this.failures.length}`,
      ...this.failures.map((failure) => `  - ${failure}`),
    ].join('\n');
  }
}

/** A value's JSON, cut short for a failure message. */
export function brief(value: unknown, max = 300): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
