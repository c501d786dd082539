/** How many of the latest round trips the estimate picks its best from: a clock set or drifting is followed soon. */
const ROUND_TRIPS_KEPT = 8;

interface RoundTrip {
  /** The server's clock less this one's, at the round trip's midpoint. */
  offset: number;
  /** The round trip's duration: the offset is known to within half of it. */
  spread: number;
}

/**
 * The offset of the server's clock (epoch ms) from this browser's, so that a game clock counts down by the server's
 * time. Estimated from the round trips the shell already makes (each `sync` answers with the server's time): the
 * server answered between the request's send and its answer's arrival, so the offset is the server's time less their
 * midpoint, to within half the round trip; the shortest recent round trip is believed. A state's `serverTime` on
 * arrival only says the offset is at least its `serverTime` less the arrival time, which corrects an estimate that is
 * too low.
 */
export class ServerClock {
  private readonly roundTrips: RoundTrip[] = [];
  private floor = -Infinity;

  /** A request sent at `sentAt` was answered with the server's `serverTime`, arriving at `receivedAt` (local ms). */
  roundTrip(serverTime: number, sentAt: number, receivedAt: number): void {
    if (!(receivedAt >= sentAt) || !Number.isFinite(serverTime)) return;
    this.roundTrips.push({ offset: serverTime - (sentAt + receivedAt) / 2, spread: receivedAt - sentAt });
    if (this.roundTrips.length > ROUND_TRIPS_KEPT) this.roundTrips.shift();
    // A fresh round trip says more than an old floor (the local clock may have been set meanwhile).
    this.floor = -Infinity;
  }

  /** Something the server stamped `serverTime` arrived at `receivedAt`: the server's clock was at least that then. */
  arrived(serverTime: number, receivedAt: number): void {
    if (Number.isFinite(serverTime)) this.floor = Math.max(this.floor, serverTime - receivedAt);
  }

  /** The server's clock less this browser's: 0 until anything was heard. */
  offset(): number {
    const best = this.roundTrips.reduce<RoundTrip | null>(
      (found, trip) => (found === null || trip.spread < found.spread ? trip : found),
      null,
    );
    const estimate = best?.offset ?? (Number.isFinite(this.floor) ? this.floor : 0);
    return Math.max(estimate, this.floor);
  }

  /** The server's time now, by this browser's clock and the offset. */
  now(localNow = Date.now()): number {
    return localNow + this.offset();
  }
}
