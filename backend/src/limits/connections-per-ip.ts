/** Counts live connections per client IP and refuses one over the limit, in this instance's memory. */
export class ConnectionsPerIp {
  private readonly live = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Counts a new connection from `ip`; false (and nothing counted) when that IP is at the limit. */
  tryAcquire(ip: string): boolean {
    const count = this.live.get(ip) ?? 0;
    if (count >= this.limit) return false;
    this.live.set(ip, count + 1);
    return true;
  }

  /** A counted connection from `ip` ended. */
  release(ip: string): void {
    const count = this.live.get(ip) ?? 0;
    if (count <= 1) this.live.delete(ip);
    else this.live.set(ip, count - 1);
  }

  count(ip: string): number {
    return this.live.get(ip) ?? 0;
  }

  /** The IPs with a live connection. */
  liveIps(): IterableIterator<string> {
    return this.live.keys();
  }

  /** How many IPs have a live connection (the map never keeps an IP at zero). */
  get ips(): number {
    return this.live.size;
  }
}
