import { Module } from '@nestjs/common';
import { SpectatedGames } from './spectated-games';

/** What a watch link may show; the watching connections themselves live in the realtime module. */
@Module({ providers: [SpectatedGames], exports: [SpectatedGames] })
export class SpectateModule {}
