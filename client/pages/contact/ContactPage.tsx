import { useParams } from 'react-router-dom';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { InfoPageTop } from '../../components/InfoPageTop';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { contactPath } from '../../../shared/routes';
import { ContactForm } from './ContactForm';

/** The email line, 'Email: {email}', with the address as a mailto link. */
function EmailLine({ template, email }: { template: string; email: string }) {
  const [before = '', ...rest] = template.split('{email}');
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {rest.join(email)}
    </>
  );
}

/**
 * /{lang}/about/contact (spec §2): on the left the description, the location, the email line and
 * the social links; on the right the message form.
 */
export default function ContactPage() {
  const params = useParams();
  const lang = useLang();
  const { config } = useSite().bootstrap;
  // Always at hand: the header, above every page, has waited for the same translations.
  const { header } = useMessages().navigations;
  const contact = useMessageSection('contact');
  if (params.lang !== lang) return <NotFoundPage />;
  const path = contactPath(lang);
  const social = [
    { name: 'X', href: `https://x.com/${config.sitePath}` },
    { name: 'Facebook', href: `https://www.facebook.com/${config.sitePath}` },
  ];
  return (
    <article className="xn-info xn-contact">
      <InfoPageTop lang={lang} path={path} title={contact.title} description={contact.description} trendingLabel={header.trending} schemaType="ContactPage" />
      <div className="xn-contact-columns">
        <div className="xn-contact-details">
          <p className="xn-info-lead">{contact.description}</p>
          <address className="xn-contact-facts">
            <p className="xn-contact-location">{contact.location}</p>
            <p className="xn-contact-email">
              <EmailLine template={contact.emailLine} email={config.contactEmail} />
            </p>
          </address>
          <h2 className="xn-contact-follow">{contact.followUs}</h2>
          <ul className="xn-contact-social">
            {social.map((page) => (
              <li key={page.name}>
                <a href={page.href} target="_blank" rel="noopener noreferrer">
                  {page.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ContactForm lang={lang} contact={contact} />
      </div>
    </article>
  );
}
