import { accountSection } from '../../db/account-export/account-section';
import { authenticatorSection } from '../../db/account-export/authenticator-section';
import type { ExportSection } from '../../db/account-export/export-section';
import { newsletterSection } from '../../db/account-export/newsletter-section';
import { passkeysSection } from '../../db/account-export/passkeys-section';
import { readerListsSection } from '../../db/account-export/reader-lists-section';
import { sessionsSection } from '../../db/account-export/sessions-section';
import { signInActivitySection } from '../../db/account-export/sign-in-activity-section';
import { signInMethodsSection } from '../../db/account-export/sign-in-methods-section';

/**
 * The parts of a reader's data export, in the order the file lists them. A feature that keeps
 * something about an account (saved stories, follows, passkeys…) adds its part here with one
 * line: an ExportSection in its own file under server/db/account-export/, returning no secret.
 * Deleting the account needs nothing more when its table references users (id) ON DELETE CASCADE.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  accountSection,
  signInMethodsSection,
  passkeysSection,
  authenticatorSection,
  readerListsSection,
  newsletterSection,
  signInActivitySection,
  sessionsSection,
];
