import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { ComputerModule } from './computer/computer.module';
import type { Config } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { GamesModule } from './games/games.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { HousekeepingModule } from './housekeeping/housekeeping.module';
import { LimitsModule } from './limits/limits.module';
import { LobbyModule } from './lobby/lobby.module';
import { MatchModule } from './match/match.module';
import { MetricsModule } from './metrics/metrics.module';
import { RatingsModule } from './ratings/ratings.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RematchModule } from './rematch/rematch.module';
import { SecurityModule } from './security/security.module';

@Module({})
export class AppModule {
  static forRoot(config: Config, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        LimitsModule,
        AuthModule,
        SecurityModule,
        MetricsModule,
        HealthModule,
        GamesModule,
        MatchModule,
        LobbyModule,
        ComputerModule,
        RematchModule,
        RealtimeModule,
        HistoryModule,
        RatingsModule,
        HousekeepingModule,
      ],
    };
  }
}
