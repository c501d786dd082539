import { Module } from '@nestjs/common';
import { DeadlineSweepService } from './deadline-sweep.service';
import { MatchAuthorityService } from './match-authority.service';
import { MatchController } from './match.controller';
import { MATCH_STORE } from './ports';
import { TypeOrmMatchStore } from './typeorm-match-store';

/**
 * The authority, the only writer of matches, and its store. Its transport (MATCH_TRANSPORT) comes from the realtime
 * module, which imports this one: the authority knows the port, never Socket.IO.
 */
@Module({
  controllers: [MatchController],
  providers: [
    TypeOrmMatchStore,
    { provide: MATCH_STORE, useExisting: TypeOrmMatchStore },
    MatchAuthorityService,
    DeadlineSweepService,
  ],
  exports: [MatchAuthorityService],
})
export class MatchModule {}
