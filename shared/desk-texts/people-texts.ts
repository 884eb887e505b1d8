import type { StoredRole } from '../desk-answers';

/** The desk's People screen (decision 033): admins find, open, change and delete accounts. */
export interface DeskPeopleTexts {
  /** The screen's <h1>. */
  title: string;
  /** Under the title: what opening an account records. */
  intro: string;
  searchTitle: string;
  /** The search field: an email (exact) or the start of a name. */
  query: string;
  queryHint: string;
  roleFilter: string;
  filters: { all: string; staff: string; user: string; editor: string; admin: string };
  search: string;
  resultsTitle: string;
  none: string;
  more: string;
  loadingMore: string;
  /** A row's and the opened account's terms. */
  email: string;
  phone: string;
  roles: string;
  methods: string;
  created: string;
  lastSignIn: string;
  status: string;
  active: string;
  /** {date}: when it was disabled. */
  disabledSince: string;
  never: string;
  noAddress: string;
  roleNames: Record<StoredRole, string>;
  methodNames: { email: string; phone: string; google: string; facebook: string; passkey: string };
  showDetails: string;
  /** The opened account's heading; {name}. */
  detailsTitle: string;
  backToList: string;
  roleTitle: string;
  roleLabel: string;
  saveRole: string;
  saving: string;
  /** {name}, {role}. */
  roleSaved: string;
  disableTitle: string;
  /** What disabling does, shown before and in the confirmation. */
  disableExplain: string;
  disable: string;
  /** {name}. */
  confirmDisable: string;
  disabledDone: string;
  enableTitle: string;
  enableExplain: string;
  enable: string;
  enabledDone: string;
  deleteTitle: string;
  deleteExplain: string;
  delete: string;
  /** {name}. */
  confirmDelete: string;
  /** {name}. */
  deletedDone: string;
  cancel: string;
  /** The API's refusals, by error code. */
  refusals: { lastAdmin: string; ownAccount: string; unknownAccount: string; invalidId: string; invalidSearch: string };
}
