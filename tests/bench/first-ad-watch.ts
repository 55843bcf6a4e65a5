/** Runs in the page before its scripts: notes when the frame in which the first ad article appears is painted. */
export function watchFirstArticle() {
  const seen = () => document.querySelector('[role="feed"] article[aria-label]');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    // The frame's style, layout and paint follow its animation frame callbacks: a task queued from
    // one runs once they are done.
    requestAnimationFrame(() =>
      setTimeout(() => ((window as unknown as { __firstAd: number }).__firstAd = performance.now())),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}
