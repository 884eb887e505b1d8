/** Where cited sources live: only text in the cita field, never fetched. */
export const CITATION_HOSTS: readonly string[] = [
  'www.reuters.com',
  'apnews.com',
  'www.afp.com',
  'wire.example',
  'globaldesk.example',
  'ledger-daily.example',
  'civic-record.example',
  'newsroom.example',
  'fieldnotes.example',
];
