import { useMessages } from '../data/use-messages';

/** Placeholder until the full footer lands. */
export function Footer() {
  const messages = useMessages();
  return <footer className="xn-footer">{messages.navigations.footer.about}</footer>;
}
