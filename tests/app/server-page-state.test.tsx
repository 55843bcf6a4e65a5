import { describe, expect, it } from 'vitest';
import { readServerPageState, serverPageStateElement } from '../../src/app/server-page-state';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('the state a server-rendered page carries', () => {
  it('reads back what was written, even text that would close the element', () => {
    const state = {
      connection: 'http://x/api/v2|header|abc',
      queries: { mutations: [], queries: [{ text: '</script><script>alert(1)</script>' }] },
    };
    const element = serverPageStateElement(state as never);
    expect(element).not.toContain('</script><script>');
    const doc = documentWith(element);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readServerPageState(doc)).toEqual(state);
  });

  it('is absent from a page the browser renders, and ignored when unreadable', () => {
    expect(readServerPageState(documentWith('<div id="root"></div>'))).toBeUndefined();
    const broken = '<script type="application/json" id="server-page-state">{"connection":</script>';
    expect(readServerPageState(documentWith(broken))).toBeUndefined();
    const partial = '<script type="application/json" id="server-page-state">{"connection":"x"}</script>';
    expect(readServerPageState(documentWith(partial))).toBeUndefined();
  });
});
