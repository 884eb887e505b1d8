/** The desk's API paths (decision 033), for the server's routes, the OpenAPI document and the desk's pages. */
export const DESK_API = {
  stories: '/api/desk/stories',
  story: (id: string) => `/api/desk/stories/${id}`,
  withdraw: (id: string) => `/api/desk/stories/${id}/withdraw`,
  restore: (id: string) => `/api/desk/stories/${id}/restore`,
  feature: (id: string) => `/api/desk/stories/${id}/feature`,
  corrections: (id: string) => `/api/desk/stories/${id}/corrections`,
  acceptUpstream: (id: string) => `/api/desk/stories/${id}/upstream/accept`,
  dismissUpstream: (id: string) => `/api/desk/stories/${id}/upstream/dismiss`,
  audit: '/api/desk/audit',
  inbox: '/api/desk/inbox',
  message: (id: string) => `/api/desk/inbox/${id}`,
  newsletter: '/api/desk/newsletter',
  newsletterSend: '/api/desk/newsletter/send',
  people: '/api/desk/people',
  person: (id: string) => `/api/desk/people/${id}`,
} as const;
