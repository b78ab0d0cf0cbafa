import { describe, expect, it } from 'vitest';
import { file, freshTestApp, pngBytes } from './helpers';

const t = freshTestApp();

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

const form = (fields: Record<string, string | Blob> = {}) => ({
  title: 'Derby Day Preview',
  slug: 'derby-day-preview',
  excerpt: 'Who wins the derby?',
  content: '<p>It will be close.</p>',
  category_id: String(t.football),
  ...fields,
});

describe('q=post-update answers the version it saved', () => {
  it('answers the saved updated_at and image_path, so a form that stays open saves again without a conflict', async () => {
    const added = await json(
      await t.admin('POST', 'posts', { form: form({ image: file(await pngBytes()) }) }),
    );
    const loaded = await json(await t.admin('GET', 'post', { params: { id: Number(added.id) } }));

    const first = await t.admin('POST', 'post-update', {
      form: form({
        id: String(added.id),
        title: 'First edit',
        existingImage: String(loaded.image_path),
        updated_at: String(loaded.updated_at),
      }),
    });
    expect(first.status).toBe(200);
    const saved = await json(first);
    expect(saved).toMatchObject({ status: 'success', image_path: loaded.image_path });
    expect(Date.parse(String(saved.updated_at))).toBeGreaterThan(
      Date.parse(String(loaded.updated_at)),
    );
    const now = await json(await t.admin('GET', 'post', { params: { id: Number(added.id) } }));
    expect(saved.updated_at).toBe(now.updated_at);

    // The next save, with the answer's updated_at, is no conflict.
    const second = await t.admin('POST', 'post-update', {
      form: form({
        id: String(added.id),
        title: 'Second edit',
        image: file(await pngBytes()),
        updated_at: String(saved.updated_at),
      }),
    });
    expect(second.status).toBe(200);
    const again = await json(second);
    expect(again.image_path).not.toBe(loaded.image_path);
    expect(typeof again.image_path).toBe('string');
  });
});
