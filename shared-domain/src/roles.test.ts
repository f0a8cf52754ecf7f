import { roleOrDefault } from './roles';

describe('roles', () => {
  it('keeps a known role', () => {
    expect(roleOrDefault('staff')).toBe('staff');
  });

  it('defaults to client when the role is missing or unknown', () => {
    expect(roleOrDefault(null)).toBe('client');
    expect(roleOrDefault('superuser')).toBe('client');
  });
});
