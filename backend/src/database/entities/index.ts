import { ComputerUserEntity } from './computer-user.entity';
import { GameActionEntity } from './game-action.entity';
import { GameDeadlineEntity } from './game-deadline.entity';
import { GamePlayerEntity } from './game-player.entity';
import { GameEntity } from './game.entity';
import { PlayerRatingEntity } from './player-rating.entity';
import { RatingChangeEntity } from './rating-change.entity';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SecretEntity } from './secret.entity';
import { UserEntity } from './user.entity';

export {
  ComputerUserEntity,
  GameActionEntity,
  GameDeadlineEntity,
  GameEntity,
  GamePlayerEntity,
  PlayerRatingEntity,
  RatingChangeEntity,
  RefreshTokenEntity,
  SecretEntity,
  UserEntity,
};
export const ENTITIES = [
  SecretEntity,
  UserEntity,
  GameEntity,
  GamePlayerEntity,
  GameActionEntity,
  GameDeadlineEntity,
  RefreshTokenEntity,
  PlayerRatingEntity,
  RatingChangeEntity,
  ComputerUserEntity,
];
