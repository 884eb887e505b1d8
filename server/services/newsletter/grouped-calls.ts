/**
 * Gathers the calls made while one is in flight into one call for all of them: many mails held
 * at their end are marked sent by one statement, not one each. Each caller gets its own answer.
 */
export function groupedCalls<Item, Key>(run: (items: Item[]) => Promise<Set<Key>>, keyOf: (item: Item) => Key): (item: Item) => Promise<boolean> {
  let waiting: { item: Item; resolve: (answer: boolean) => void; reject: (error: unknown) => void }[] = [];
  let busy = false;

  const flush = async (): Promise<void> => {
    busy = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        const accepted = await run(group.map((entry) => entry.item));
        for (const entry of group) entry.resolve(accepted.has(keyOf(entry.item)));
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
      // The callers answered go on before the next call: the mails just recorded write their
      // final "." first. An embedded database's statement holds the event loop, and while a
      // recorded mail's "." waits, a crash loses that mail (decision 023).
      await new Promise((resolve) => setImmediate(resolve));
    }
    busy = false;
  };

  return (item) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      // The next turn of the event loop, so that the calls of this one go together.
      if (!busy) {
        busy = true;
        setImmediate(() => void flush());
      }
    });
}
