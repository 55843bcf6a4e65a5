import { describe, expect, it } from 'vitest';
import { decodeFilterParams } from '../../../src/filters/engine/url-codec';
import { domainHref, narrowedTo, ownerHref } from '../../../src/workspace/advertiser/advertiser-link';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';

const mega = catalogueOf('mega', 'v2').group;
const decode = (query: string) => decodeFilterParams(mega, new URLSearchParams(query));

describe('advertiser and domain pages', () => {
  it('are Mega searches narrowed by an advertiser or domain term', () => {
    expect(ownerHref(42)).toBe('/mega?search_field=owner_id:42');
    expect(domainHref('shop.example')).toBe('/mega?search_field=domain:shop.example');
  });

  it('read back from the link as the one advertiser or domain they narrow to', () => {
    const owner = decode('search_field=owner_id:42');
    expect(owner.dropped).toEqual([]);
    expect(narrowedTo(owner.state)).toEqual({ kind: 'owner', id: 42 });
    expect(narrowedTo(decode('search_field=domain:shop.example,text:sale').state)).toEqual({
      kind: 'domain',
      domain: 'shop.example',
    });
    expect(narrowedTo(decode('search_field=owner_id:1,owner_id:2').state)).toBeNull();
    expect(narrowedTo(decode('search_field=text:sale').state)).toBeNull();
  });

  it('drops an advertiser term that is not an id', () => {
    const { state, dropped } = decode('search_field=owner_id:acme');
    expect(dropped.map((d) => d.value)).toEqual(['owner_id:acme']);
    expect(narrowedTo(state)).toBeNull();
  });
});
