/**
 * Asks for `files` (module scripts) now, so that none waits for the one importing it. The links
 * go in at once: added one by one, they cost a slow phone several times the main-thread time,
 * and every request started in a task waits for the task to end.
 */
export function preloadModules(files: readonly string[], doc: Document = document): void {
  const links = doc.createDocumentFragment();
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  doc.head.append(links);
}
