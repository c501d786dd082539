import { Controller, Get, Header, Inject, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { metricsScrapeAllowed } from './metrics-access';
import { MetricsService } from './metrics.service';
import { ApiOkResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

/**
 * GET /api/metrics: Prometheus text format, not rate limited. Not on the public site (nginx answers 404 for it): the
 * scraper reaches the backend on the internal network, with `Authorization: Bearer <METRICS_TOKEN>` when that is set.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse({
    description: 'METRICS_TOKEN is set and the request does not carry it as `Authorization: Bearer <token>`',
  })
  @Header('Cache-Control', 'no-store')
  async scrape(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (!metricsScrapeAllowed(request.header('Authorization'), this.config.metricsToken)) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException();
    }
    const text = await this.metrics.scrape();
    response.setHeader('Content-Type', this.metrics.contentType);
    return text;
  }
}
