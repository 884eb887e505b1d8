import { HttpError } from '../../errors/http-error';
import { DeskRefusal } from '../../services/desk/desk-error';

/** Runs a desk action, answering what it refused (an unknown story, the last admin) with its status and code. */
export async function refusalsAnswered<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof DeskRefusal) throw new HttpError(error.status, error.code, error.message);
    throw error;
  }
}
