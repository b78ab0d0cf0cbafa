import { Link } from 'react-router-dom';
import { mailtoHref, telHref } from '../../../lib/mailto';
import { CATEGORY_CARDS } from '../categoryCards';
import { AsideCard } from './AsideCard';
import { ContactItem } from './ContactItem';
import { InfoArticle } from './InfoArticle';
import { RecordRules } from './RecordRules';
import { ResponsibleNotice } from './ResponsibleNotice';
import { categoryPath } from '../../../contract/paths';

export type ContactDetails = {
  brand: string;
  contactEmail: string;
  contactPhone: string;
  supportEmail: string;
};

/**
 * The About page: who we are, what we cover, how we write, how the predictions' record counts,
 * playing responsibly, contact.
 */
export function AboutContent({ brand, contactEmail, contactPhone, supportEmail }: ContactDetails) {
  return (
    <InfoArticle
      eyebrow="About us"
      title={`About ${brand}`}
      lead={`${brand} is an independent site for people who follow sport, games and markets closely. We publish previews, predictions, guides and news, and we explain the odds behind them so you can make up your own mind.`}
      aside={
        <AsideCard title="Contact">
          <dl className="flex flex-col gap-4">
            <ContactItem term="General enquiries" href={mailtoHref(contactEmail)} wrap>
              {contactEmail}
            </ContactItem>
            <ContactItem term="Phone" href={telHref(contactPhone)}>
              {contactPhone}
            </ContactItem>
            <ContactItem term="Support" href={mailtoHref(supportEmail)} wrap>
              {supportEmail}
            </ContactItem>
          </dl>
        </AsideCard>
      }
    >
      <h2 id="what-we-cover">What we cover</h2>
      <p>
        Our writers follow seven areas, each with its own page. Start with the one you care about,
        or browse the <Link to="/categories">category overview</Link>.
      </p>
      <ul>
        {CATEGORY_CARDS.map((card) => (
          <li key={card.slug}>
            <Link to={categoryPath(card.slug)}>{card.name}</Link>: {card.description}
          </li>
        ))}
      </ul>

      <h2 id="editorial-standards">Our editorial standards</h2>
      <p>Every post is written and checked by a person. We hold ourselves to a few simple rules:</p>
      <ul>
        <li>
          <strong>Accurate and dated.</strong> We check facts, line-ups and odds when we write, show
          the date on every post, and correct mistakes openly when we find them.
        </li>
        <li>
          <strong>Independent.</strong> Advertisers never review or approve our predictions and
          guides. Paid content is always labelled as sponsored.
        </li>
        <li>
          <strong>Honest about uncertainty.</strong> A prediction is an informed opinion, not a
          promise. We never claim a sure thing, a guaranteed profit or a system that beats the
          house.
        </li>
        <li>
          <strong>Plain language.</strong> We explain terms the first time we use them, so a
          newcomer can follow along.
        </li>
      </ul>

      <h2 id="predictions-record">How our predictions record works</h2>
      <RecordRules />

      <h2 id="play-responsibly">Play responsibly</h2>
      <p>
        We write about betting, casino games and crypto because many of our readers enjoy them.
        Enjoying them safely matters more to us than any click.
      </p>
      <ResponsibleNotice />
      <p>
        The rules on online gambling differ between countries and, in India, between states. It is
        up to you to check what is allowed where you live before you play.
      </p>

      <h2 id="work-with-us">Work with us</h2>
      <p>
        Want to reach our readers? See the options and prices on our{' '}
        <Link to="/promotion">advertising page</Link>. Have an idea for a post or a better site?
        Send it through the <Link to="/suggestions">suggestions page</Link>: the team reads every
        one.
      </p>
    </InfoArticle>
  );
}
