import type { Queryable } from '../database';

export interface MediaObject {
  hash: string;
  format: string;
  width: number;
  height: number;
}

/** A stored original, or undefined when the site holds no image of that hash. */
export async function mediaObject(db: Queryable, hash: string): Promise<MediaObject | undefined> {
  const [row] = await db.query<MediaObject>('SELECT hash, format, width, height FROM media_objects WHERE hash = $1', [hash]);
  return row;
}
