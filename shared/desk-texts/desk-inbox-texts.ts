/** The inbox screen (/{lang}/desk/inbox): the contact form's messages and their handling. */
export interface DeskInboxTexts {
  title: string;
  intro: string;
  /** The checkbox that shows only the messages nobody has handled. */
  onlyOpen: string;
  from: string;
  email: string;
  received: string;
  language: string;
  mailed: string;
  notMailed: string;
  /** Why the mail to the newsroom failed: {error}. */
  mailError: string;
  open: string;
  /** {date} and {name}. */
  handled: string;
  markHandled: string;
  markOpen: string;
  saving: string;
  /** Said once a message is marked, with its {subject}. */
  markedHandled: string;
  markedOpen: string;
  empty: string;
  emptyOpen: string;
  more: string;
  loadingMore: string;
}
