import type { FactoryProvider } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config';
import { findGame } from '../games/registry';
import { MetricsService } from '../metrics/metrics.service';
import { MatchAuthority } from './authority';
import { MATCH_STORE, MATCH_TRANSPORT, type MatchStore, type MatchTransport } from './ports';

/**
 * The authority as a Nest singleton, injected by its class: one per process, so its per-game queue serialises every
 * caller. It reports players' actions to the app's metrics through its ActionMetrics port.
 */
export const matchAuthorityProvider: FactoryProvider<MatchAuthority> = {
  provide: MatchAuthority,
  inject: [MATCH_STORE, MATCH_TRANSPORT, MetricsService, CONFIG],
  useFactory: (store: MatchStore, transport: MatchTransport, metrics: MetricsService, config: Config) =>
    new MatchAuthority(
      store,
      transport,
      (url) => findGame(url)?.definition,
      { now: Date.now, firstMoveTimeoutMs: config.firstMoveTimeoutMs, ratedPairLimit: config.ratedPairLimit },
      metrics,
    ),
};
