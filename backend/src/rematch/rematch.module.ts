import { Module } from '@nestjs/common';
import { ComputerModule } from '../computer/computer.module';
import { RematchController } from './rematch.controller';
import { REMATCH_STORE } from './ports';
import { RematchService } from './rematch.service';
import { TypeOrmRematchStore } from './typeorm-rematch-store';

/** A finished game's end: put away or played again with the same seats. */
@Module({
  imports: [ComputerModule],
  controllers: [RematchController],
  providers: [TypeOrmRematchStore, { provide: REMATCH_STORE, useExisting: TypeOrmRematchStore }, RematchService],
})
export class RematchModule {}
