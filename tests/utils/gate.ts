/** A promise the test settles itself: `open` fulfils it (with a value, if any), `refuse` rejects it. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  let refuse!: (error: Error) => void;
  const held = new Promise<T>((resolve, reject) => {
    open = resolve;
    refuse = reject;
  });
  return { held, open, refuse };
}

/** Whether `promise` has settled once the tasks queued now have run. */
export async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((done) => setTimeout(done, 0));
  return settled;
}
