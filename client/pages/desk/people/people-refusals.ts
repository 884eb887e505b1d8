import type { DeskPeopleTexts } from '../../../../shared/desk-texts/people-texts';
import { DeskCallError } from '../desk-call';

/**
 * The People screen's own refusals in the admin's language (desk-people.ts, desk-person-deletion.ts,
 * desk-people-routes.ts); undefined for any other failure, which DeskProblem explains.
 */
export function peopleRefusal(error: unknown, refusals: DeskPeopleTexts['refusals']): string | undefined {
  if (!(error instanceof DeskCallError)) return undefined;
  if (error.code === 'last_admin') return refusals.lastAdmin;
  if (error.code === 'own_account') return refusals.ownAccount;
  if (error.code === 'unknown_account') return refusals.unknownAccount;
  if (error.status === 400 && (error.parameter === 'id' || error.parameter === 'after')) return refusals.invalidId;
  if (error.status === 400 && (error.parameter === 'q' || error.parameter === 'role')) return refusals.invalidSearch;
  return undefined;
}
