import type { LangCode } from '../../../shared/languages';
import { appendDeskAudit } from '../../db/desk/desk-audit';
import { lockPins, pinsOf, putPins, removePins, type StoryPin } from '../../db/desk/story-pins';
import { lockStoryForDesk } from '../../db/news/withdrawn-stories';
import { ANY_STORY, wholeListTags } from '../news/news-tags';
import { DeskRefusal } from './desk-error';
import type { ActedBy, DeskContext } from './story-withdrawal';

/** Trending, or one category: the lists a story can be featured on. */
export const TRENDING_LIST = 'trending';
/** How long a pin may last. */
export const MAX_PIN_DAYS = 7;

export interface PinRequest {
  list: string;
  langs: readonly LangCode[];
  until: Date;
}

const listType = (list: string) => (list === TRENDING_LIST ? null : list);

/**
 * Pins the story as the first item of trending or of its category, in the languages asked, until
 * a moment at most 7 days on (decision 033), in place of whatever was pinned there; one audit entry.
 * The lists' cached answers in those languages are told at once; the pin ends by itself.
 */
export async function featureStory(desk: DeskContext, id: string, request: PinRequest, by: ActedBy): Promise<StoryPin[]> {
  const pins = await desk.db.transaction(async (tx) => {
    const story = await lockStoryForDesk(tx, id);
    if (!story) throw new DeskRefusal(404, 'not_found', `No news with id ${id}.`);
    if (story.withdrawal) throw new DeskRefusal(409, 'withdrawn', `The news with id ${id} is withdrawn: restore it before featuring it.`);
    if (request.list !== TRENDING_LIST && request.list !== story.state.type) {
      throw new DeskRefusal(409, 'not_in_list', `The news with id ${id} is in ${story.state.type}: it can be featured on trending or on ${story.state.type}.`);
    }
    const missing = request.langs.filter((lang) => !story.state.langs.includes(lang));
    if (missing.length > 0) throw new DeskRefusal(409, 'missing_language', `The news with id ${id} has no version in ${missing.join(', ')}.`);
    const before = await lockPins(tx, request.list, request.langs);
    await putPins(tx, id, request.list, request.langs, request.until, by.actor.name);
    const after = await pinsOf(tx, id);
    await appendDeskAudit(tx, {
      actor: by.actor, ipHash: by.ipHash, action: 'story-featured', target: { kind: 'story', id },
      before: { pins: before }, after: { list: request.list, langs: request.langs, until: request.until.toISOString() },
    });
    return after;
  });
  await desk.announce([ANY_STORY, ...wholeListTags(listType(request.list), request.langs)]);
  return pins;
}

/** Ends every pin of the story at once; one audit entry. 409 when it has none. */
export async function unfeatureStory(desk: DeskContext, id: string, by: ActedBy): Promise<void> {
  const removed = await desk.db.transaction(async (tx) => {
    const story = await lockStoryForDesk(tx, id);
    if (!story) throw new DeskRefusal(404, 'not_found', `No news with id ${id}.`);
    const ended = await removePins(tx, id);
    if (ended.length === 0) throw new DeskRefusal(409, 'not_featured', `The news with id ${id} is not featured.`);
    await appendDeskAudit(tx, { actor: by.actor, ipHash: by.ipHash, action: 'story-unfeatured', target: { kind: 'story', id }, before: { pins: ended }, after: { pins: [] } });
    return ended;
  });
  await desk.announce([ANY_STORY, ...removed.flatMap((pin) => wholeListTags(listType(pin.list), [pin.lang]))]);
}
