import { Module } from '@nestjs/common';
import { GamesController } from './games.controller';

/** The games on offer: GET /api/games. */
@Module({ controllers: [GamesController] })
export class GamesModule {}
