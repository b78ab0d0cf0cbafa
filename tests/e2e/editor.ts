/** The self-hosted TinyMCE in the admin's post forms, as the e2e suites drive it. */
import { expect, type Page } from './fixtures';

/** Waits until TinyMCE has initialised in the form. */
export async function editorReady(page: Page) {
  await expect(page.locator('.tox-tinymce')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      (window as unknown as { tinymce?: { activeEditor?: { initialized?: boolean } } }).tinymce
        ?.activeEditor?.initialized === true,
  );
}
