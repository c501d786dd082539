import { Module } from '@nestjs/common';
import { HousekeepingService } from './housekeeping.service';
import { HOUSEKEEPING_STORE } from './ports';
import { TypeOrmHousekeepingStore } from './typeorm-housekeeping-store';

/**
 * Nothing waits for ever: the sweep that closes private tables nobody has come back to and deletes guests who never
 * played. Who is connected comes from the realtime module's SEAT_ABSENCE port.
 */
@Module({
  providers: [
    TypeOrmHousekeepingStore,
    { provide: HOUSEKEEPING_STORE, useExisting: TypeOrmHousekeepingStore },
    HousekeepingService,
  ],
})
export class HousekeepingModule {}
