import { canonicalPath } from '../navigation/canonicalPath';
import { roleHome } from '../navigation/roleHome';
import { homeSectionOf, remoteNames, sectionOf, sections, shellSite } from './sections';

describe('the sections table', () => {
  it('gives every site its own port and every section its own remote and base path', () => {
    const ports = [shellSite.port, ...sections.map((section) => section.port)];
    expect(new Set(ports).size).toBe(ports.length);
    expect(new Set(sections.map((section) => section.basePath)).size).toBe(sections.length);
    expect(remoteNames).toEqual(['admin_app', 'staff_app', 'client_app']);
  });

  it('admits admin and staff to the staff section and only clients to the client section', () => {
    expect(sectionOf('admin_app').roles).toEqual(['admin']);
    expect(sectionOf('staff_app').roles).toEqual(['admin', 'staff']);
    expect(sectionOf('client_app').roles).toEqual(['client']);
  });

  it.each([
    ['admin', '/admin/'],
    ['staff', '/staff/'],
    ['client', '/client/'],
    ['auditor', '/client/'],
    [null, '/client/'],
  ])('sends a signed-in %s home to %s', (role, home) => {
    expect(roleHome(role)).toBe(home);
  });

  it('has no home section for a role it does not know', () => {
    expect(homeSectionOf('auditor')).toBeUndefined();
  });

  it.each([
    ['/admin/dashboard', '/admin'],
    ['/staff/dashboard', '/staff'],
    ['/staff/customer-support', '/staff/support'],
    ['/client/dashboard/', '/client'],
    ['/admin/vehicles', '/admin/vehicles'],
  ])('counts %s as the page %s', (path, page) => {
    expect(canonicalPath(path)).toBe(page);
  });
});
