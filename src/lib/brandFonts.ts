/**
 * Fetches the brand's typefaces (src/fonts.css) once. Called when the page's first view is on
 * screen (app/start.tsx): text is drawn until then in metric-matched local faces (index.css), so
 * the swap moves nothing, and the fonts never share a slow connection with the first view's
 * image, code and answers. Later pages find them loaded.
 */
let loading: Promise<unknown> | null = null;

export function loadBrandFonts(): void {
  loading ??= import('../fonts.css').catch(() => {
    // Offline or a failed deploy: the fallback faces stay, and a later page tries again.
    loading = null;
  });
}
