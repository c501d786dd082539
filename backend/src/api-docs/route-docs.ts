import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiDefaultResponse,
  ApiProperty,
  type ApiPropertyOptions,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  DECORATORS,
} from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { IS_PUBLIC } from '../auth/auth-user';
import { rateLimitBucketOf } from '../security/rate-limit';
import { propertyDocsOf } from './validation-schema';
import { ErrorBodySchema } from '../wire-schemas/wire-schemas';

export const BEARER = 'bearer';

/** Handlers and DTOs described already: tests start many apps in one process on the same classes. */
const described = new WeakSet<object>();

const isDto = (type: unknown): type is Type =>
  typeof type === 'function' && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;

/** Documents a DTO's properties from its validation; a property's own @ApiProperty, if any, has the last word. */
function describeDto(dto: Type): void {
  if (described.has(dto)) return;
  described.add(dto);
  for (const [property, doc] of propertyDocsOf(dto)) {
    const own = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, property) as object | undefined;
    ApiProperty({ ...doc, ...own } as ApiPropertyOptions)(dto.prototype as object, property);
  }
}

/**
 * What the route metadata already says, written into the OpenAPI metadata: the global JWT guard's bearer token
 * unless @Public (and its 401), @RateLimit's 429, the request DTOs from their class-validator constraints (and
 * their 400), and the error body of every other failure. Run before the document is scanned.
 */
export function describeRoutes(app: INestApplication): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const controller = metatype as Type;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const descriptor = Object.getOwnPropertyDescriptor(controller.prototype, name)!;
        const handler: unknown = descriptor.value;
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler) || described.has(handler))
          continue;
        described.add(handler);
        const decorate = (decorator: MethodDecorator) => decorator(controller.prototype as object, name, descriptor);
        const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller);
        if (!isPublic) {
          decorate(ApiBearerAuth(BEARER));
          decorate(ApiUnauthorizedResponse({ type: ErrorBodySchema, description: 'No valid access token' }));
        }
        if (rateLimitBucketOf(handler))
          decorate(ApiTooManyRequestsResponse({ type: ErrorBodySchema, description: 'Rate limited (Retry-After)' }));
        const dtos = ((Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[]).filter(
          isDto,
        );
        dtos.forEach(describeDto);
        if (dtos.length > 0)
          decorate(ApiBadRequestResponse({ type: ErrorBodySchema, description: 'The request breaks a constraint' }));
        decorate(ApiDefaultResponse({ type: ErrorBodySchema, description: 'Any other refusal or failure' }));
      }
    }
  }
}
