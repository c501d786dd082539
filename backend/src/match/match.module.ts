import { Module } from '@nestjs/common';
import { RatingsModule } from '../ratings/ratings.module';
import { DeadlineSweepService } from './deadline-sweep.service';
import { MatchAuthority } from './authority';
import { matchAuthorityProvider } from './match-authority.provider';
import { MatchController } from './match.controller';
import { MATCH_STORE } from './ports';
import { TypeOrmMatchStore } from './typeorm-match-store';

/**
 * The authority, the only writer of matches, and its store. Its transport (MATCH_TRANSPORT) comes from the realtime
 * module, which imports this one: the authority knows the port, never Socket.IO. A game's last commit writes its
 * ratings too, by the ratings module's part of the statement.
 */
@Module({
  imports: [RatingsModule],
  controllers: [MatchController],
  providers: [
    TypeOrmMatchStore,
    { provide: MATCH_STORE, useExisting: TypeOrmMatchStore },
    matchAuthorityProvider,
    DeadlineSweepService,
  ],
  exports: [MatchAuthority],
})
export class MatchModule {}
