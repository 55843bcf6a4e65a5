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
