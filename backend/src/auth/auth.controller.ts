import { Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from './auth-user';
import { AuthService, type SignedIn } from './auth.service';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('guest')
  @HttpCode(200)
  guest(): Promise<SignedIn> {
    return this.auth.guest();
  }
}
