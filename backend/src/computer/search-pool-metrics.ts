import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service';
import { SearchPool } from './search-pool';

/** The Hard search pool's queue and line in /api/metrics, read at scrape time. */
@Injectable()
export class SearchPoolMetrics {
  constructor(pool: SearchPool, metrics: MetricsService) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [metrics.registry],
        collect() {
          this.set(read());
        },
      });
    const stats = () => pool.places.stats();
    gauge(
      'tabletop_computer_search_queue_bound',
      'Hard searches that may wait for a worker thread (COMPUTER_SEARCH_QUEUE)',
      () => pool.places.queueBound,
    );
    gauge('tabletop_computer_search_queue', 'Hard searches waiting for a worker thread now', () => stats().queued);
    gauge(
      'tabletop_computer_search_queue_high_water',
      'The most Hard searches that have waited for a worker thread at once since this instance started',
      () => stats().queuedHighWater,
    );
    gauge(
      'tabletop_computer_turns_waiting',
      'Hard computer turns waiting for a place in the queue, unclaimed',
      () => stats().waiting,
    );
    gauge(
      'tabletop_computer_turns_waiting_high_water',
      'The most Hard computer turns that have waited for a place at once since this instance started',
      () => stats().waitingHighWater,
    );
    gauge(
      'tabletop_computer_search_failures',
      'Hard searches that failed since this instance started (their turns were played as Easy)',
      () => pool.failures,
    );
  }
}
