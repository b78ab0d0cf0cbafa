/**
 * Fetches the post form ahead, so "Add Post" or "Edit" opens an editor that is usable at once:
 * its pages' code and the rich-text editor (TinyMCE and the theme's skin), once the page is idle,
 * or as soon as a link to the form is hovered or focused. For the admin pages that lead to the
 * form (the posts list, the dashboard); never a reader's.
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import {
  prefetchRichTextEditor,
  whenIdle,
} from '../../../features/admin/posts/editor/prefetchEditor';
import { selectTheme } from '../../../features/theme/themeSlice';

const FORM_LINKS = 'a[href^="/admin/posts/add"], a[href^="/admin/posts/edit/"]';

export function usePrefetchPostForm(): void {
  const dark = useSelector(selectTheme) === 'dark';
  useEffect(() => {
    let fetched = false;
    const prefetch = () => {
      if (fetched) return;
      fetched = true;
      void import('./PostEditPage');
      void import('./PostAddPage');
      void prefetchRichTextEditor(dark);
    };
    const onLink = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(FORM_LINKS)) prefetch();
    };
    const cancel = whenIdle(prefetch);
    document.addEventListener('pointerover', onLink);
    document.addEventListener('focusin', onLink);
    return () => {
      cancel();
      document.removeEventListener('pointerover', onLink);
      document.removeEventListener('focusin', onLink);
    };
  }, [dark]);
}
