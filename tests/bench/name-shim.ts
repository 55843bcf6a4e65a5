/**
 * tsx names the functions it compiles through a `__name` helper, which the page lacks when such a
 * function is sent to it (`page.evaluate`, `addInitScript`): add this init script first.
 */
export const NAME_SHIM = 'window.__name = (target) => target;';
