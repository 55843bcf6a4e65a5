/**
 * The value `build` returns, built the first time anything reads it rather than when its module is
 * evaluated. Every module-level schema is made this way: a server-rendered page parses nothing
 * until its first request after hydration, yet building the contract's schemas was 16 ms of its
 * entry module's evaluation, the page's one long task. Reads, writes, `in`, key listing and the
 * prototype all reach the built value, so zod's `extend`, `.shape`, `instanceof` and parsing see
 * the schema itself; only identity differs (the stand-in is not the built object), and every
 * reference goes through the same stand-in.
 */
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, next) => Reflect.set(value(), key, next),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // Reported as configurable: the stand-in lacks the property, which a proxy may report only so.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
