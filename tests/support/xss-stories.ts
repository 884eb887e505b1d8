import { mediaUrl } from '../../server/services/ingest/news-item-schema';
import { TAXONOMY } from '../../shared/taxonomy';
import type { NewsItemInput } from '../../shared/types';
import { daysAgo, storyId } from '../../scripts/harness/news-fixtures';
import { XSS_VECTORS, type XssVector } from './xss-vectors';

/**
 * The XSS corpus laid out as stories for the ingest API, and as addresses: every
 * vector lands in every text field of some story, and in every hostile path and query below.
 */

/** The ingest schema's caps (server/api/ingest/news-item-schema.ts); the refusal test holds it to them. */
const FIELD_CAPS = { title: 300, authorName: 200, userId: 100, outline: 500, summary: 5_000, mediaUrl: 2_048 } as const;

/** A story's vectors go in together, as many as its smallest field (the author's name) holds whole. */
const GROUP_LENGTH = FIELD_CAPS.authorName;
const SEPARATOR = ' ';

export interface HostileStory {
  item: NewsItemInput;
  vectors: readonly XssVector[];
}

/** One value that may not fit its field: the field gets it cut to the cap, and refusal-tests get it whole. */
export interface Overflow {
  field: 'title' | 'news_author.name' | 'user_id' | 'outlines' | 'summary' | 'img_urls';
  vector: XssVector;
  value: string;
}

/** Greedy next-fit: vectors in corpus order, a new group when the next one would not fit. */
function groupsOf(vectors: readonly XssVector[], limit: number): XssVector[][] {
  const groups: XssVector[][] = [];
  let current: XssVector[] = [];
  let length = 0;
  for (const vector of vectors) {
    const added = (current.length > 0 ? SEPARATOR.length : 0) + vector.payload.length;
    if (current.length > 0 && length + added > limit) {
      groups.push(current);
      current = [vector];
      length = vector.payload.length;
    } else {
      current.push(vector);
      length += added;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

const joined = (vectors: readonly XssVector[]) => vectors.map((vector) => vector.payload).join(SEPARATOR);
/** The longest start of a text within a cap of UTF-16 units (as the schema counts), never splitting a character. */
function cut(text: string, cap: number): string {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > cap) break;
    kept += character;
  }
  return kept;
}

/** Whether the ingest schema takes this as an img_urls entry (http(s), or a path on this site). */
const isAcceptedMediaUrl = (url: string) => mediaUrl.safeParse(url).success;

/**
 * A vector as an image address the schema takes: on a demo image of this site, with only its
 * whitespace percent-encoded (quotes, angle brackets and schemes stay as sent). An image on
 * another host would be fetched by design, so the only foreign request a page may make is one
 * a vector caused.
 */
export function ownImageUrl(vector: XssVector): string {
  return cut(`/xnews/logo-600x60.png?xss=${vector.payload.replace(/\s/g, (space) => encodeURIComponent(space))}`, FIELD_CAPS.mediaUrl);
}

/** The lists the stories are spread over: a page of each holds all of its hostile cards (at most 9, the desktop page). */
const SUBTYPES: readonly (readonly [NewsItemInput['type'], string])[] = [
  ...TAXONOMY.world.map((subtype) => ['world', subtype] as const),
  ...TAXONOMY.business.map((subtype) => ['business', subtype] as const),
];
export const STORIES_PER_SUBTYPE = 4;

function hostileStory(index: number, vectors: readonly XssVector[]): HostileStory {
  const all = joined(vectors);
  const [type, subtype] = SUBTYPES[Math.floor(index / STORIES_PER_SUBTYPE) % SUBTYPES.length]!;
  const pathVectors = vectors.filter((vector) => vector.payload.startsWith('/') && isAcceptedMediaUrl(vector.payload));
  const authorUrl = vectors.find((vector) => /^https?:\/\/\S+$/i.test(vector.payload))?.payload;
  return {
    vectors,
    item: {
      id: storyId(),
      lang: 'en',
      title: cut(`XSS ${index}: ${all}`, FIELD_CAPS.title),
      // The opening line is plain text, so a page can tell that the body has been rendered.
      news: [`Hostile story ${index} begins.`, ...vectors.map((vector) => vector.payload)].join('\n\n'),
      summary: cut(all, FIELD_CAPS.summary),
      outlines: vectors.map((vector) => cut(vector.payload, FIELD_CAPS.outline)),
      type,
      subtype,
      // Newest first in corpus order, within the last day, all trending (halves are exact in the stored float).
      postTime: daysAgo(0.001 * (index + 1)),
      trendingScore: 99 - index * 0.5,
      // The source handle, shown cut to 18 characters on cards, holds only the start of the share.
      user_id: cut(all, FIELD_CAPS.userId),
      img_urls: [...vectors.map(ownImageUrl), ...pathVectors.map((vector) => vector.payload)],
      video_thumbs: [],
      video_embed_link: all,
      cita: vectors.map((vector, position) => `[${position + 1}]: ${vector.payload}`).join('\n'),
      news_author: { name: cut(all, FIELD_CAPS.authorName), url: authorUrl ?? `https://example.com/authors/${index}` },
    },
  };
}

/** Every vector in some story's every field: groups of vectors, one story each. */
export function hostileStories(vectors: readonly XssVector[] = XSS_VECTORS): HostileStory[] {
  return groupsOf(vectors, GROUP_LENGTH).map((group, index) => hostileStory(index, group));
}

/**
 * The forms of each vector that a field's cap or rule keeps out: those fields got them cut (or,
 * for images, on a demo image's address), and the ingest API must refuse them whole.
 */
export function overflows(vectors: readonly XssVector[] = XSS_VECTORS): Overflow[] {
  const found: Overflow[] = [];
  for (const vector of vectors) {
    const { payload } = vector;
    const { length } = payload;
    if (length > FIELD_CAPS.title) found.push({ field: 'title', vector, value: payload });
    if (length > FIELD_CAPS.authorName) found.push({ field: 'news_author.name', vector, value: payload });
    if (length > FIELD_CAPS.userId) found.push({ field: 'user_id', vector, value: payload });
    if (length > FIELD_CAPS.outline) found.push({ field: 'outlines', vector, value: payload });
    if (length > FIELD_CAPS.summary) found.push({ field: 'summary', vector, value: payload });
    if (!isAcceptedMediaUrl(payload)) found.push({ field: 'img_urls', vector, value: payload });
  }
  return found;
}

/**
 * Where a vector goes in an address: each takes a (percent-encoded) piece of text, and the id of
 * a story for the pages that answer an existing story with a redirect to its own address.
 */
export const HOSTILE_ADDRESSES: readonly ((piece: string, id: string) => string)[] = [
  (piece) => `/en/news/list/${piece}`,
  (piece) => `/en/news/list/world/${piece}`,
  (piece) => `/en/news/analysis/${piece}`,
  (piece) => `/en/news/analysis/brief/${piece}`,
  (piece, id) => `/en/news/analysis/${piece}-${id}?${piece}`,
  (piece, id) => `/en/news/analysis/brief/${id}?q=${piece}`,
  (piece) => `/en/news/archive/category/${piece}`,
  (piece) => `/en/news/archive/category/world/${piece}`,
  (piece) => `/${piece}/news/list/trending`,
  (piece) => `/en/about/${piece}`,
  (piece) => `/en/news/list/world?page=${piece}`,
  (piece) => `/en/about/contact?sent=${piece}`,
  (piece) => `/en/news/archive?category=${piece}`,
  (piece) => `/en/news/list/trending?${piece}=1`,
];

/** Node refuses request heads over 16 KB; a piece of an address stays well under it. */
const MAX_PIECE_LENGTH = 6_000;

/**
 * The corpus in address-sized pieces, each several vectors percent-encoded as one path segment
 * or query value; a vector too long for one piece is cut.
 */
export function addressPieces(vectors: readonly XssVector[] = XSS_VECTORS): { vectors: XssVector[]; piece: string }[] {
  const pieces: { vectors: XssVector[]; piece: string }[] = [];
  let current: { vectors: XssVector[]; piece: string } = { vectors: [], piece: '' };
  for (const vector of vectors) {
    let encoded = encodeURIComponent(vector.payload);
    if (encoded.length > MAX_PIECE_LENGTH) encoded = encodeURIComponent(cut(vector.payload, Math.floor(MAX_PIECE_LENGTH / 9)));
    if (current.vectors.length > 0 && current.piece.length + encoded.length > MAX_PIECE_LENGTH) {
      pieces.push(current);
      current = { vectors: [], piece: '' };
    }
    current.vectors.push(vector);
    current.piece += encoded;
  }
  if (current.vectors.length > 0) pieces.push(current);
  return pieces;
}

/** Every hostile address: each place in HOSTILE_ADDRESSES with each piece of the corpus, around the given story. */
export function hostileAddresses(storyId: string, vectors: readonly XssVector[] = XSS_VECTORS): { vectors: XssVector[]; path: string }[] {
  return addressPieces(vectors).flatMap(({ vectors: inPiece, piece }) => HOSTILE_ADDRESSES.map((address) => ({ vectors: inPiece, path: address(piece, storyId) })));
}
