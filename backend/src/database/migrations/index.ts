import { InitialSchema1763780000000 } from './1763780000000-InitialSchema';
import { Accounts1795319180000 } from './1795319180000-Accounts';
import { GameActionPatches1795320000000 } from './1795320000000-GameActionPatches';
import { RequestPathIndexes1795400000000 } from './1795400000000-RequestPathIndexes';
import { SessionStart1795618300000 } from './1795618300000-SessionStart';
import { ComputerPlayers1796100000000 } from './1796100000000-ComputerPlayers';
import { OpenTables1796200000000 } from './1796200000000-OpenTables';
import { Rematch1796300000000 } from './1796300000000-Rematch';
import { HistoryIndexes1796400000000 } from './1796400000000-HistoryIndexes';
import { Ratings1796410000000 } from './1796410000000-Ratings';
import { GamesFillfactor1796500000000 } from './1796500000000-GamesFillfactor';
import { ActionsWithoutGameForeignKey1796510000000 } from './1796510000000-ActionsWithoutGameForeignKey';
import { Clocks1796600000000 } from './1796600000000-Clocks';
import { ListedRatings1796610000000 } from './1796610000000-ListedRatings';
import { LiveGames1796620000000 } from './1796620000000-LiveGames';
import { MoveTexts1796700000000 } from './1796700000000-MoveTexts';
import { Housekeeping1796710000000 } from './1796710000000-Housekeeping';
import { ComputerUsers1796720000000 } from './1796720000000-ComputerUsers';
import { DisplayNameKeys1796800000000 } from './1796800000000-DisplayNameKeys';

/** Every migration, oldest first. */
export const MIGRATIONS = [
  InitialSchema1763780000000,
  Accounts1795319180000,
  GameActionPatches1795320000000,
  RequestPathIndexes1795400000000,
  SessionStart1795618300000,
  ComputerPlayers1796100000000,
  OpenTables1796200000000,
  Rematch1796300000000,
  HistoryIndexes1796400000000,
  Ratings1796410000000,
  GamesFillfactor1796500000000,
  ActionsWithoutGameForeignKey1796510000000,
  Clocks1796600000000,
  ListedRatings1796610000000,
  LiveGames1796620000000,
  MoveTexts1796700000000,
  Housekeeping1796710000000,
  ComputerUsers1796720000000,
  DisplayNameKeys1796800000000,
];
