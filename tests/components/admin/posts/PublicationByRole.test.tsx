import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccessContext, accessFor } from '../../../../src/features/admin/lib/access';
import { PublicationFieldset } from '../../../../src/features/admin/posts/form/PublicationFieldset';
import type { Role } from '../../../../src/contract/roles';

function renderAs(role: Role | null) {
  render(
    <AccessContext value={accessFor(role)}>
      <PublicationFieldset
        status="draft"
        publishAt=""
        publishedAt={null}
        timeZone="UTC"
        publishAtRef={null}
        onStatusChange={() => {}}
        onPublishAtChange={() => {}}
      />
    </AccessContext>,
  );
  return screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
}

describe('the publication choices by role', () => {
  it('a contributor is offered drafts only, and told who publishes', () => {
    expect(renderAs('contributor')).toEqual(['Draft']);
    expect(
      screen.getByText('As a contributor you save drafts; an author or an editor publishes them.'),
    ).toBeVisible();
  });

  it('an author may publish and schedule', () => {
    expect(renderAs('author')).toEqual(['Draft', 'Published', 'Scheduled']);
  });

  it('the seed’s single admin (no role) sees every choice', () => {
    expect(renderAs(null)).toEqual(['Draft', 'Published', 'Scheduled']);
  });
});
