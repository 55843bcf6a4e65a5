/** A promise the test settles itself: `open` fulfils it, `refuse` rejects it. */
export function gate() {
  let open!: () => void;
  let refuse!: (error: Error) => void;
  const held = new Promise<void>((resolve, reject) => {
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
