/**
 * Resolves once the element with `id` has stayed within `margin` of the viewport for `settle`
 * ms: the moment to fetch the code of something below the fold. The wait lets a page that is
 * still loading grow first (a post arriving pushes the footer far down), so its code is not
 * fetched for a moment's short page. At once where nothing can be observed (the server render,
 * old browsers), so nothing is ever left out for good.
 */
export function whenNear(id: string, { margin = '600px', settle = 500 } = {}): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    // The element may not be on the page yet (the render that asks has not been committed).
    const watch = () => {
      const element = document.getElementById(id);
      if (!element) {
        requestAnimationFrame(watch);
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const near = entries.at(-1)?.isIntersecting ?? false;
          clearTimeout(timer);
          if (!near) return;
          timer = setTimeout(() => {
            observer.disconnect();
            resolve();
          }, settle);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    };
    watch();
  });
}
