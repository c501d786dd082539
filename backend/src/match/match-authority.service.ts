import { Inject, Injectable } from '@nestjs/common';
import type { GameState } from '@tabletop/game-kit';
import { CONFIG, type Config } from '../config/config';
import { findGame } from '../games/registry';
import { MetricsService } from '../metrics/metrics.service';
import { MatchAuthority, type AuthorityResult, type PlayerAction } from './authority';
import { MATCH_STORE, MATCH_TRANSPORT, type MatchStore, type MatchTransport } from './ports';

/**
 * The authority as a Nest singleton: one per process, so its per-game queue serialises every caller. Player actions
 * are timed and counted here, so the authority itself knows nothing of metrics.
 */
@Injectable()
export class MatchAuthorityService extends MatchAuthority {
  constructor(
    @Inject(MATCH_STORE) store: MatchStore,
    @Inject(MATCH_TRANSPORT) transport: MatchTransport,
    private readonly metrics: MetricsService,
    @Inject(CONFIG) config: Config,
  ) {
    super(store, transport, (url) => findGame(url)?.definition, {
      now: Date.now,
      firstMoveTimeoutMs: config.firstMoveTimeoutMs,
      ratedPairLimit: config.ratedPairLimit,
    });
  }

  override act(userId: number, request: PlayerAction): Promise<AuthorityResult> {
    return this.measured(() => super.act(userId, request));
  }

  override submitState(userId: number, proposed: GameState): Promise<AuthorityResult> {
    return this.measured(() => super.submitState(userId, proposed));
  }

  private async measured(handle: () => Promise<AuthorityResult>): Promise<AuthorityResult> {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const result = await handle();
      this.metrics.recordAction(
        result.ok ? { applied: true, game: result.state.game } : { applied: false, reason: result.reason },
        seconds(),
      );
      return result;
    } catch (error) {
      this.metrics.recordAction({ applied: false, reason: 'error' }, seconds());
      throw error;
    }
  }
}
