import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CONFIG, type Config } from '../config/config';
import { RateLimit } from '../security/rate-limit';
import { Public } from './auth-user';
import { LoginDto, GoogleSignInDto, RegisterDto } from './auth.dto';
import { AuthService, type Session, type SignedIn } from './auth.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

/** The bearer token a request carries: undefined without an Authorization header, '' when it is not a bearer. */
function bearerOf(request: Request): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return /^Bearer ([^\s]+)$/i.exec(header)?.[1] ?? '';
}

@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @RateLimit('guest')
  @Post('guest')
  @HttpCode(200)
  async guest(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.guest());
  }

  @RateLimit('auth')
  @Post('register')
  @HttpCode(200)
  async register(
    @Body() body: RegisterDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.register(body, bearerOf(request)));
  }

  @RateLimit('auth')
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.login(body.username, body.password));
  }

  @RateLimit('auth')
  @Post('google')
  @HttpCode(200)
  async google(
    @Body() body: GoogleSignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.signInWithGoogle(body.token));
  }

  /** What the shell needs to offer sign-in methods. */
  @Get('config')
  publicConfig(): { googleClientId: string | null } {
    return { googleClientId: this.config.googleClientId ?? null };
  }

  @Post('refresh-token')
  @HttpCode(200)
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ jwt: string }> {
    const refreshed = await this.auth.refresh(readRefreshCookie(request));
    if (!refreshed) {
      clearRefreshCookie(this.config, request, response);
      throw new UnauthorizedException();
    }
    setRefreshCookie(this.config, request, response, refreshed.refreshToken);
    return { jwt: refreshed.jwt };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.logout(readRefreshCookie(request));
    clearRefreshCookie(this.config, request, response);
  }

  /** A new sign-in replaces this browser's previous one, which is revoked rather than left valid. */
  private async signedIn(request: Request, response: Response, session: Session): Promise<SignedIn> {
    await this.auth.logout(readRefreshCookie(request));
    setRefreshCookie(this.config, request, response, session.refreshToken);
    return session.answer;
  }
}
