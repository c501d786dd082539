import { IsString, Matches, MaxLength } from 'class-validator';

export class RatingChangeQuery {
  @IsString()
  @Matches(/^[A-Za-z0-9]{4}$/, { message: 'code must be exactly 4 letters or digits' })
  code: string;
}

/** `?game=` for the leaderboard: the same as the path, for a url with a slash in it (Winzard's). */
export class LeaderboardQuery {
  @IsString()
  @MaxLength(64)
  game: string;
}

export class PlayerNameParam {
  @IsString()
  @MaxLength(100)
  name: string;
}
