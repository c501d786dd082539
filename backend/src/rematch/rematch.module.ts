import { Module } from '@nestjs/common';
import { ComputerModule } from '../computer/computer.module';
import { RematchController } from './rematch.controller';
import { RematchService } from './rematch.service';

/** A finished game's end: put away or played again with the same seats. */
@Module({ imports: [ComputerModule], controllers: [RematchController], providers: [RematchService] })
export class RematchModule {}
