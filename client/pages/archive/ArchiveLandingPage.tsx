import { useMessages } from '../../data/use-messages';

/** Placeholder: issue 4 builds this page. */
export default function ArchiveLandingPage() {
  return <p className="xn-status">{useMessages().common.loading}</p>;
}
