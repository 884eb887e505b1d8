/** What every desk screen shows around its own content: the desk's name, its menu and why it cannot be used. */
export interface DeskShellTexts {
  /** The desk's name, in the page title and above every screen. */
  title: string;
  /** The pages' meta description (the desk is noindex; this names it in tabs and history). */
  description: string;
  /** Accessible name of the desk's menu. */
  menu: string;
  stories: string;
  audit: string;
  people: string;
  inbox: string;
  newsletter: string;
  /** A signed-in reader without a staff role. */
  forbiddenTitle: string;
  forbidden: string;
  /** An editor on a screen only admins may use. */
  adminsOnly: string;
  loading: string;
  /** A call failed with nothing more to say. */
  failed: string;
  /** The desk could not be reached. */
  networkError: string;
  retry: string;
  /** Too many desk calls in a short time. */
  rateLimited: string;
  /** A change's anti-forgery token is stale: reload the page. */
  pageExpired: string;
}
