import { describe, expect, it } from 'vitest';
import { entityProfilePath, entitySlug } from './entity-path';

describe('entity paths', () => {
  it('slugs a name as SPEC §2 says: lower case, spaces to hyphens', () => {
    expect(entitySlug('Carlos  Mazón')).toBe('carlos-mazón');
  });
  it('routes each type to its group', () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect(entityProfilePath('Person', id, 'Carlos Mazón')).toBe(`/people/${id}/carlos-maz%C3%B3n`);
    expect(entityProfilePath('Organization', id, 'Red Cross')).toBe(`/organizations/${id}/red-cross`);
    expect(entityProfilePath('Location', id, 'València')).toBe(`/locations/${id}/val%C3%A8ncia`);
    expect(entityProfilePath('Location', id, ' ')).toBe(`/locations/${id}`);
  });
});
