import { describe, expect, it } from 'vitest';
import { changeOrder } from '../../../src/filters/engine/change-order';
import type { FilterState } from '../../../src/filters/engine/value-model';
import { keys } from './helpers';

const before: FilterState = { gender: keys(2), networks: keys(1), country: keys('US') };

describe('changeOrder', () => {
  it('moves a changed filter to the end and appends new ones', () => {
    const after: FilterState = { ...before, gender: keys(1, 2), os: keys('ios') };
    expect(
      changeOrder(['gender', 'networks', 'country'], before, after, ['gender', 'networks', 'country', 'os']),
    ).toEqual(['networks', 'country', 'gender', 'os']);
  });

  it('drops filters that are no longer active and keeps the rest in place', () => {
    const after: FilterState = { ...before, networks: keys(0) };
    expect(changeOrder(['networks', 'gender', 'country'], before, after, ['gender', 'country'])).toEqual([
      'gender',
      'country',
    ]);
  });

  it('reads active filters it has not seen in the order given', () => {
    expect(changeOrder([], before, before, ['gender', 'networks'])).toEqual(['gender', 'networks']);
  });
});
