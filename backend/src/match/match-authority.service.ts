import { Inject, Injectable } from '@nestjs/common';
import { findGame } from '../games/registry';
import { MatchAuthority } from './authority';
import { MATCH_STORE, MATCH_TRANSPORT, type MatchStore, type MatchTransport } from './ports';

/** The authority as a Nest singleton: one per process, so its per-game queue serialises every caller. */
@Injectable()
export class MatchAuthorityService extends MatchAuthority {
  constructor(@Inject(MATCH_STORE) store: MatchStore, @Inject(MATCH_TRANSPORT) transport: MatchTransport) {
    super(store, transport, (url) => findGame(url)?.definition);
  }
}
