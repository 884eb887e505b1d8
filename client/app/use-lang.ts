import { useLocation } from 'react-router-dom';
import { pageLang } from '../../shared/routes';
import type { LangCode } from '../../shared/languages';
import { useSite } from './site-context';

export function useLang(): LangCode {
  return pageLang(useLocation().pathname, useSite().bootstrap.config);
}
