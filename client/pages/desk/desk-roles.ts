import type { AccountRole } from '../../../shared/account-types';

/** Editors and admins reach the desk; the server's gate decides, this only shapes the page. */
export const isStaff = (roles: readonly AccountRole[]): boolean => roles.includes('editor') || roles.includes('admin');

export const isAdmin = (roles: readonly AccountRole[]): boolean => roles.includes('admin');
