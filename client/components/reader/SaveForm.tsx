import { useLocation } from 'react-router-dom';
import { SAVED_API } from '../../../shared/saved-stories';

export const SAVE_FORM_ID = 'xn-save-form';

/**
 * The one form every save button of a page submits (their `form` attribute names it), so that a
 * list's nine cards carry a button each, not a form each with its inputs. Rendered by the pages
 * that show save buttons only: it carries the address back, query and all. Submitted only without
 * JavaScript, or before it runs: the server renders every button unpressed, so it always saves,
 * and sends the reader back here (or to the login page first).
 */
export function SaveForm() {
  const { pathname, search } = useLocation();
  return (
    <form id={SAVE_FORM_ID} method="post" action={SAVED_API.form} hidden>
      <input type="hidden" name="saved" value="true" />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
    </form>
  );
}
