import { IsString, Matches } from 'class-validator';

export class FinishedGameDto {
  @IsString()
  @Matches(/^[A-Za-z0-9]{4}$/, { message: 'code must be exactly 4 letters or digits' })
  code: string;
}
