/**
 * Leaves the page for a fresh load of `path`: after switching unit or job the permissions, menu and every cached
 * answer belong to the old session, and a reload is the one way to drop them all (spec-1 §4). Tests replace it.
 */
export const hardNavigate = {
  to(path: string): void {
    window.location.assign(path);
  },
};
