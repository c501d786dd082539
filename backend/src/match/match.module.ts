import { Module } from '@nestjs/common';
import { MatchAuthorityService } from './match-authority.service';
import { MATCH_STORE } from './ports';
import { TypeOrmMatchStore } from './typeorm-match-store';

/**
 * The authority, the only writer of matches, and its store. Its transport (MATCH_TRANSPORT) comes from the realtime
 * module, which imports this one: the authority knows the port, never Socket.IO.
 */
@Module({
  providers: [TypeOrmMatchStore, { provide: MATCH_STORE, useExisting: TypeOrmMatchStore }, MatchAuthorityService],
  exports: [MatchAuthorityService],
})
export class MatchModule {}
