import { IsString, MaxLength } from 'class-validator';

// Shapes only; what a valid user name and password look like is decided in credentials-rules.ts.

export class LoginDto {
  @IsString()
  @MaxLength(200)
  username: string;

  @IsString()
  @MaxLength(1000)
  password: string;
}

export class RegisterDto extends LoginDto {
  @IsString()
  @MaxLength(1000)
  repeatPassword: string;
}

export class GoogleSignInDto {
  @IsString()
  @MaxLength(8192)
  token: string;
}
