import { GameActionEntity } from './game-action.entity';
import { GamePlayerEntity } from './game-player.entity';
import { GameEntity } from './game.entity';
import { SecretEntity } from './secret.entity';
import { UserEntity } from './user.entity';

export { GameActionEntity, GameEntity, GamePlayerEntity, SecretEntity, UserEntity };
export const ENTITIES = [SecretEntity, UserEntity, GameEntity, GamePlayerEntity, GameActionEntity];
