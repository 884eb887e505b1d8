/**
 * npm run staff -- grant EMAIL admin|editor, npm run staff -- revoke EMAIL: gives an account the
 * desk's staff role, or takes it away (decision 033). Beside a server that holds the embedded
 * database it goes through that server (decision 015).
 */
import { readEnv } from '../server/env';
import { STAFF_ROLES, type StaffRole } from '../server/db/accounts/staff-roles';
import { DeskRefusal } from '../server/services/desk/desk-error';
import { COMMAND_LINE_ACTOR, grantStaffRole, revokeStaffRole, type StaffRoleOutcome } from '../server/services/desk/staff-roles';
import { callServer, exitWith, openForCommand, type DatabaseTarget, type HoldingServer } from './cli/open-for-command';

const SERVER_TIMEOUT_MS = 15_000;
const USAGE = 'usage: npm run staff -- grant EMAIL admin|editor\n       npm run staff -- revoke EMAIL';

type Command = { action: 'grant'; email: string; role: StaffRole } | { action: 'revoke'; email: string };

function parseCommand(args: readonly string[]): Command | null {
  const [action, email, role, ...rest] = args;
  if (!email?.trim() || rest.length > 0) return null;
  if (action === 'grant' && STAFF_ROLES.includes(role as StaffRole)) return { action, email, role: role as StaffRole };
  if (action === 'revoke' && role === undefined) return { action, email };
  return null;
}

function report(command: Command, outcome: StaffRoleOutcome): string {
  const { email, changed } = outcome;
  if (command.action === 'revoke') return changed ? `${email} has no staff role now.` : `${email} has no staff role: nothing changed.`;
  return changed ? `${email} is now ${command.role}.` : `${email} is already ${command.role}: nothing changed.`;
}

async function changeThroughServer(server: HoldingServer, command: Command): Promise<StaffRoleOutcome> {
  const response = await callServer(server, '/api/ops/staff', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(command),
    timeoutMs: SERVER_TIMEOUT_MS,
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<StaffRoleOutcome> & { error?: string; message?: string };
  if (response.ok && answer.email !== undefined) return answer as StaffRoleOutcome;
  // The account's own refusals read as they do without a server; anything else says who refused.
  if (answer.error === 'unknown_account' || answer.error === 'last_admin') return exitWith(answer.message ?? answer.error);
  return exitWith(`The xnews server (pid ${server.pid}, ${server.url}) did not change the role (${response.status}): ${answer.message ?? 'no reason given'}. Nothing was changed.`);
}

async function changeInDatabase({ db, migrate }: DatabaseTarget, command: Command): Promise<StaffRoleOutcome> {
  let failure: string;
  try {
    await migrate();
    return command.action === 'grant'
      ? await grantStaffRole(db, { email: command.email, role: command.role }, COMMAND_LINE_ACTOR, null)
      : await revokeStaffRole(db, { email: command.email }, COMMAND_LINE_ACTOR, null);
  } catch (error) {
    if (!(error instanceof DeskRefusal)) throw error;
    failure = error.message;
  } finally {
    await db.close();
  }
  return exitWith(failure);
}

const command = parseCommand(process.argv.slice(2));
if (!command) {
  console.error(USAGE);
  process.exit(2);
}
const target = await openForCommand(readEnv(), 'npm run staff');
const outcome = target.kind === 'server' ? await changeThroughServer(target.server, command) : await changeInDatabase(target, command);
console.log(report(command, outcome));
