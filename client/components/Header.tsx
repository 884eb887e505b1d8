import { Link } from 'react-router-dom';
import { useMessages } from '../data/use-messages';
import { useLang } from '../app/use-lang';

/** Placeholder until the full header lands: logo and sign-in label. */
export function Header() {
  const messages = useMessages();
  const lang = useLang();
  return (
    <header className="xn-header">
      <Link to={`/${lang}/news/list/trending`} className="xn-logo">xnews</Link>
      <span>{messages.navigations.header.signIn}</span>
    </header>
  );
}
