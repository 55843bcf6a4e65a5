import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstUse } from '../../src/contract/built-on-first-use';
import { z } from '../../src/contract/zod';

const ownerShape = () => ({ id: z.int(), name: z.string() });

describe('builtOnFirstUse', () => {
  it('builds nothing until first read, then once, however often it is used', () => {
    const build = vi.fn(() => z.object(ownerShape()));
    const schema = builtOnFirstUse(build);
    const listSchema = z.array(schema);
    expect(build).not.toHaveBeenCalled();
    expect(listSchema.parse([{ id: 1, name: 'Acme' }])).toEqual([{ id: 1, name: 'Acme' }]);
    expect(schema.safeParse({ id: 'one', name: 'Acme' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is the schema it stands for to zod: extend, shape, instanceof, discriminated unions, JSON Schema', () => {
    const direct = z.object(ownerShape());
    const owner = builtOnFirstUse(() => z.object(ownerShape()));
    expect(Object.keys(owner.shape)).toEqual(['id', 'name']);
    expect({ ...owner.shape }).toHaveProperty('name');
    expect('_zod' in owner).toBe(true);
    expect(owner).toBeInstanceOf(z.ZodMiniObject);
    expect(z.extend(owner, { rank: z.int() }).parse({ id: 1, name: 'A', rank: 2 })).toEqual({
      id: 1,
      name: 'A',
      rank: 2,
    });
    expect(z.toJSONSchema(owner)).toEqual(z.toJSONSchema(direct));
    const kind = (type: string) => builtOnFirstUse(() => z.object({ type: z.literal(type), id: z.int() }));
    const media = z.discriminatedUnion('type', [kind('image'), kind('video')]);
    expect(media.parse({ type: 'video', id: 3 })).toEqual({ type: 'video', id: 3 });
    expect(media.safeParse({ type: 'audio', id: 3 }).success).toBe(false);
  });

  it('gives every reference one component in a registry’s JSON Schema', () => {
    const owner = builtOnFirstUse(() => z.object(ownerShape()));
    const ad = builtOnFirstUse(() => z.object({ id: z.int(), owner }));
    const registry = z.registry<{ id: string }>();
    registry.add(owner, { id: 'Owner' });
    registry.add(ad, { id: 'Ad' });
    const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/${id}` });
    expect(schemas.Ad?.properties?.owner).toEqual({ $ref: '#/components/Owner' });
  });
});
