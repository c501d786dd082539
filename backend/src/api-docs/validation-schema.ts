import type { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/** What OpenAPI says of one property of a request DTO (the subset of ApiPropertyOptions the constraints give). */
export interface PropertyDoc {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  items?: { type: 'object' };
  required: boolean;
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  description?: string;
}

type Constraint = (doc: PropertyDoc, constraints: unknown[]) => void;

/** class-validator's decorators, by their metadata name, as OpenAPI keywords. */
const CONSTRAINTS: Record<string, Constraint> = {
  isString: (doc) => (doc.type = 'string'),
  isInt: (doc) => (doc.type = 'integer'),
  isNumber: (doc) => (doc.type = 'number'),
  isBoolean: (doc) => (doc.type = 'boolean'),
  isObject: (doc) => (doc.type = 'object'),
  isIn: (doc, [values]) => (doc.enum = values as unknown[]),
  matches: (doc, [pattern]) => (doc.pattern = pattern instanceof RegExp ? pattern.source : String(pattern)),
  minLength: (doc, [min]) => (doc.minLength = min as number),
  maxLength: (doc, [max]) => (doc.maxLength = max as number),
  min: (doc, [min]) => (doc.minimum = min as number),
  max: (doc, [max]) => (doc.maximum = max as number),
  isClockSetting: (doc) => {
    doc.type = 'object';
    doc.description = 'A clock in whole seconds: { initial: 10–3600, increment: 0–60 }';
  },
};

/**
 * The OpenAPI description of a DTO's properties, read from its class-validator decorators, so a constraint is written
 * once (where it is enforced) and the document cannot claim another. Throws on a decorator it cannot describe, so a
 * new kind of constraint is added here rather than left out of the document.
 */
export function propertyDocsOf(dto: Type): Map<string, PropertyDoc> {
  const docs = new Map<string, PropertyDoc>();
  for (const metadata of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const doc = docs.get(metadata.propertyName) ?? { required: true };
    docs.set(metadata.propertyName, doc);
    if (metadata.type === 'conditionalValidation') {
      // @IsOptional (absent or null) and @ValidateIf: a value the condition skips is accepted as it is; a
      // null is worth saying only where the property is required (`player: null`), not of an optional one.
      const condition = metadata.constraints[0] as (object: object, value: unknown) => boolean;
      if (!condition({}, undefined)) doc.required = false;
      else if (!condition({}, null)) doc.nullable = true;
    } else if (metadata.type === 'customValidation' && metadata.name && metadata.name in CONSTRAINTS) {
      const each = { type: undefined } as PropertyDoc;
      CONSTRAINTS[metadata.name](metadata.each ? each : doc, metadata.constraints ?? []);
      if (metadata.each && each.type === 'object') Object.assign(doc, { type: 'array', items: { type: 'object' } });
      else if (metadata.each) throw new Error(`${dto.name}.${metadata.propertyName}: cannot describe ${metadata.name}`);
    } else if (metadata.type === 'whitelistValidation' || metadata.type === 'isDefined') {
      // @Allow and @IsDefined: any value (required unless a condition says otherwise).
      doc.description ??= 'Any JSON value';
    } else {
      throw new Error(
        `${dto.name}.${metadata.propertyName}: no OpenAPI description of ${metadata.name ?? metadata.type}`,
      );
    }
  }
  return docs;
}
