import { Controller, Get, Inject, Logger } from '@nestjs/common';
import type { GameManifestEntry } from '@tabletop/protocol';
import { Public } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { boardUrl, unknownBoardUrlVariables } from './board-urls';
import { GAMES, boardPictureUrl } from './registry';
import { ApiOkResponse } from '@nestjs/swagger';
import { GameManifestEntrySchema } from '../wire-schemas/wire-schemas';

@Controller('games')
export class GamesController {
  constructor(@Inject(CONFIG) private readonly config: Config) {
    for (const name of unknownBoardUrlVariables(config))
      new Logger('Games').warn(`${name} names no hosted game (a typo?): it is ignored`);
  }

  /** The games on offer, what their home-page cards show, and where the shell loads each board from. */
  @Public()
  @Get()
  @ApiOkResponse({ type: GameManifestEntrySchema, isArray: true })
  list(): GameManifestEntry[] {
    return GAMES.map((game) => {
      const { definition, remoteName, description, menuLabel, defaultClock } = game;
      const entry = boardUrl(game, this.config);
      return {
        url: definition.url,
        displayText: definition.displayText,
        menuLabel,
        players: [definition.players[0], definition.players[1]],
        showScore: definition.showScore,
        remote: { name: remoteName, entry },
        description,
        picture: boardPictureUrl(entry),
        clock: defaultClock,
      };
    });
  }
}
