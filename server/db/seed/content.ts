/**
 * Demo content seeded into an empty database on first start.
 *
 * All fixtures, teams, players and staff named here are fictional. Odds and figures in
 * previews are illustrative examples for explaining markets, not live prices.
 */

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  /** Not about betting: its posts do not close with the responsible-gambling box. */
  betting?: false;
}

export interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Article body as HTML. */
  content: string;
  categorySlug: string;
  daysAgo: number;
}

export const seedCategories: SeedCategory[] = [
  {
    name: 'Casino',
    slug: 'casino',
    description:
      'Plain-English guides to table games, slots and live dealer rooms, with the maths behind the house edge.',
  },
  {
    name: 'Crypto',
    slug: 'crypto',
    betting: false,
    description:
      'Market notes, wallet security and the practical side of using digital assets, without the hype.',
  },
  {
    name: 'Blog',
    slug: 'blog',
    betting: false,
    description:
      'News from the BetPulse team: site updates, how we work and what we are planning next.',
  },
  {
    name: 'Football',
    slug: 'football',
    description:
      'Match previews, predictions and betting market explainers from the world of football.',
  },
  {
    name: 'Poker',
    slug: 'poker',
    description: 'Strategy for cash games and tournaments, from pot odds to bankroll management.',
  },
  {
    name: 'Rummy',
    slug: 'rummy',
    description: 'Rules, scoring and tactics for Indian Rummy, Gin Rummy and the classic variants.',
  },
  {
    name: 'Cricket',
    slug: 'cricket',
    description:
      'Series previews, pitch reports and market analysis across Tests, ODIs and T20 cricket.',
  },
];

/** Strips the indentation used in this file so stored HTML stays compact. */
function tidy(html: string): string {
  return html
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

const rawPosts: SeedPost[] = [
  // ---------------------------------------------------------------- Football
  {
    title: 'Northbridge FC vs Harlow Athletic Preview and Prediction',
    slug: 'northbridge-fc-vs-harlow-athletic-preview-and-prediction',
    excerpt:
      'Northbridge host an in-form Harlow side on Saturday, and the prices suggest a closer contest than the league table does.',
    categorySlug: 'football',
    daysAgo: 0,
    content: `
      <p>Northbridge FC go into Saturday's meeting with Harlow Athletic sitting six points clear of their visitors, but the table hides a lot. Harlow have lost once in their last eight, and their <strong>pressing numbers away from home</strong> are the best they have been in three seasons. Northbridge, meanwhile, have kept only two clean sheets since the autumn.</p>
      <h2>Team news</h2>
      <p>The hosts are without first-choice centre-back Daniel Okoro, which is a bigger blow than it sounds: with him on the pitch Northbridge concede roughly a goal a game, without him closer to one and a half. Harlow welcome back winger Sami Lindqvist, whose pace on the counter is exactly what a high Northbridge line invites.</p>
      <h2>How the bookmakers see it</h2>
      <p>We compared prices from three sample books. The differences are small, but over a season of betting, shopping for the best line is the single easiest edge available to anyone.</p>
      <figure class="table">
        <table>
          <thead>
            <tr><th>Market</th><th>Book A</th><th>Book B</th><th>Book C</th><th>Implied probability (best)</th></tr>
          </thead>
          <tbody>
            <tr><td>Northbridge win</td><td>2.05</td><td>2.10</td><td>2.00</td><td>47.6%</td></tr>
            <tr><td>Draw</td><td>3.50</td><td>3.40</td><td>3.60</td><td>27.8%</td></tr>
            <tr><td>Harlow win</td><td>3.60</td><td>3.75</td><td>3.70</td><td>26.7%</td></tr>
            <tr><td>Both teams to score: Yes</td><td>1.70</td><td>1.72</td><td>1.68</td><td>58.1%</td></tr>
            <tr><td>Over 2.5 goals</td><td>1.85</td><td>1.80</td><td>1.88</td><td>53.2%</td></tr>
          </tbody>
        </table>
      </figure>
      <h2>Our prediction</h2>
      <p>Given the defensive absence and Harlow's form, we think the home win is slightly overrated at around 48%. Our lean is <strong>both teams to score</strong>, with a predicted 2-2 draw as the headline scoreline. As always, treat previews as one opinion among many and only stake what you can comfortably afford to lose.</p>
      <blockquote>Predictions are not guarantees. If betting stops being fun, take a break and visit <a href="https://www.begambleaware.org/">BeGambleAware</a> for free, confidential support.</blockquote>
    `,
  },
  {
    title: 'Understanding Both Teams to Score Markets',
    slug: 'understanding-both-teams-to-score-markets',
    excerpt:
      'Both teams to score is one of the simplest football markets to read, and one of the easiest to misjudge.',
    categorySlug: 'football',
    daysAgo: 9,
    content: `
      <p>The both teams to score market, usually shortened to <strong>BTTS</strong>, asks one question: will each side find the net at least once? The final result does not matter. A 1-1 draw and a 4-3 thriller both settle as "Yes", while a 5-0 rout settles as "No".</p>
      <h2>What actually drives the market</h2>
      <ul>
        <li><strong>Attacking quality on both sides.</strong> One blunt attack is enough to kill a Yes bet.</li>
        <li><strong>Defensive injuries.</strong> A missing goalkeeper or centre-back matters more here than in the match result market.</li>
        <li><strong>Game state.</strong> An early goal often forces the trailing side to open up, which tends to help Yes.</li>
        <li><strong>Motivation.</strong> A team happy with a draw may sit deep and defend for long spells.</li>
      </ul>
      <h2>Reading the price</h2>
      <p>Convert the odds into an implied probability by dividing 1 by the decimal price. At 1.80, the market is saying roughly 55.6%. If your own estimate, built from scoring and conceding records, is clearly higher, the bet may be worth considering. If it is about the same, there is no edge, however confident you feel.</p>
      <p>A common trap is relying on head-to-head history. Squads change quickly, and a fixture that produced goals three seasons ago tells you little about two rebuilt teams today.</p>
      <blockquote>A good habit: write your probability down before you look at the odds. It keeps the price from anchoring your judgement.</blockquote>
    `,
  },
  {
    title: 'Eastmoor United vs Kingsport City: Derby Day Odds Explained',
    slug: 'eastmoor-united-vs-kingsport-city-derby-day-odds-explained',
    excerpt:
      'Derbies scramble form guides, so we break down what the Eastmoor and Kingsport prices are really telling you.',
    categorySlug: 'football',
    daysAgo: 17,
    content: `
      <p>Few fixtures in the fictional Coastline League carry as much weight as Eastmoor United against Kingsport City. The two grounds sit barely four miles apart, and the meeting has a habit of ignoring whatever the table says.</p>
      <h2>Why derby prices look strange</h2>
      <p>Bookmakers know that derbies attract casual money, most of it on the bigger club. That can push the favourite's price shorter than the underlying numbers justify. Kingsport are roughly <strong>1.95</strong> to win away, which implies over 51%. On neutral data we would rate them nearer 46%.</p>
      <ul>
        <li>Eastmoor have drawn four of the last seven derbies.</li>
        <li>Cards markets are usually priced higher for derbies, but referees are aware of that too.</li>
        <li>Early team news tends to move these markets more than usual.</li>
      </ul>
      <h2>Where we stand</h2>
      <p>We see some value in the draw at around 3.40, and we would avoid the card markets entirely: they depend heavily on one official's temperament. If you do bet on a derby, set your budget before kick-off, not in the heat of the moment.</p>
      <p>More background on setting limits is available from <a href="https://www.gamcare.org.uk/">GamCare</a>.</p>
    `,
  },
  {
    title: 'Expected Goals Explained for Bettors',
    slug: 'expected-goals-explained-for-bettors',
    excerpt:
      'Expected goals measures chance quality rather than luck, which makes it one of the most useful tools a football bettor can learn.',
    categorySlug: 'football',
    daysAgo: 31,
    content: `
      <p>Expected goals, or <strong>xG</strong>, assigns every shot a probability of being scored based on thousands of similar historical chances. A penalty is worth around 0.76 xG; a speculative effort from 30 yards might be worth 0.03. Add them up and you get a picture of how many goals a team deserved.</p>
      <h2>Why it matters for betting</h2>
      <p>Goals are rare and noisy. A team can win three games in a row on the back of deflections and goalkeeping errors, and the market will often shorten their price accordingly. xG helps you spot when results are running ahead of performances, and when a struggling side is simply unlucky.</p>
      <h2>Limits to keep in mind</h2>
      <ul>
        <li>Models differ between data providers, so compare like with like.</li>
        <li>xG ignores finishing skill to some extent; elite strikers do beat it over time.</li>
        <li>Small samples mislead. Five matches of xG is a hint, not a verdict.</li>
      </ul>
      <p>For a neutral introduction to the concept, the <a href="https://en.wikipedia.org/wiki/Expected_goals">Wikipedia overview of expected goals</a> is a sensible starting point.</p>
      <blockquote>Numbers sharpen judgement; they do not replace it. Use xG alongside team news and context.</blockquote>
    `,
  },
  {
    title: 'Redcliffe Rovers Title Race Outlook for the Run-In',
    slug: 'redcliffe-rovers-title-race-outlook-for-the-run-in',
    excerpt:
      'With eight games left, Redcliffe Rovers control their own destiny, but their fixture list is far from kind.',
    categorySlug: 'football',
    daysAgo: 46,
    content: `
      <p>Redcliffe Rovers lead the fictional Premier Division by two points with eight matches to play. On paper that is a comfortable position. In practice, four of those eight games come against sides in the top six, and three are away from home.</p>
      <h2>The fixture problem</h2>
      <p>Using a simple strength-of-schedule model, Rovers face the hardest remaining run of the three contenders. Their nearest rivals, Valemont Town, play four of the bottom six. That is why the outright market is closer than the table suggests, with Rovers at around <strong>2.20</strong> and Valemont at <strong>2.50</strong>.</p>
      <h2>Depth will decide it</h2>
      <p>Rovers have used only 17 players in the league this season. That consistency has been a strength, but it also means fatigue is a genuine risk in a congested spring. A single injury to their holding midfielder could change the picture quickly.</p>
      <ul>
        <li><strong>Key match:</strong> Valemont Town vs Redcliffe Rovers, four games from the end.</li>
        <li><strong>Watch for:</strong> rotation in cup weeks.</li>
        <li><strong>Our view:</strong> a genuine coin flip, with a slight lean to Valemont.</li>
      </ul>
      <p>Outright bets tie up money for weeks. If you do place one, count that stake as spent until the season ends.</p>
    `,
  },
  {
    title: 'Asian Handicap Betting: A Beginner Guide',
    slug: 'asian-handicap-betting-a-beginner-guide',
    excerpt:
      'Asian handicaps remove the draw and level the playing field, and they are easier to understand than they first look.',
    categorySlug: 'football',
    daysAgo: 63,
    content: `
      <p>An Asian handicap gives one team a virtual head start, measured in goals or fractions of a goal. The aim is to turn an uneven match into something close to a 50/50 proposition, and in most cases to <strong>remove the draw</strong> as an outcome.</p>
      <h2>The three kinds of line</h2>
      <ul>
        <li><strong>Half-goal lines (-0.5, +1.5):</strong> there is always a winner and a loser. -0.5 is the same as backing a team to win.</li>
        <li><strong>Whole-goal lines (-1, 0):</strong> if the handicap produces a draw, your stake is returned.</li>
        <li><strong>Quarter-goal lines (-0.25, -0.75):</strong> your stake is split across the two neighbouring lines, so you can win or lose half.</li>
      </ul>
      <h2>An example</h2>
      <p>Suppose you back Northbridge FC at -0.75 for 10 units. Half of the stake goes on -0.5 and half on -1. If Northbridge win by one goal, the -0.5 half wins and the -1 half is refunded. Win by two or more and both halves win. Draw or lose and both halves lose.</p>
      <p>Because the margins on Asian lines are usually lower than on the standard 1X2 market, many experienced bettors prefer them. You can read more about the format on <a href="https://en.wikipedia.org/wiki/Asian_handicap">Wikipedia</a>.</p>
      <blockquote>Lower margins help, but they do not make betting a way to earn money. Set a budget and stick to it.</blockquote>
    `,
  },
  // ---------------------------------------------------------------- Cricket
  {
    title: 'Coastal Strikers vs Highland Rangers Series Preview',
    slug: 'coastal-strikers-vs-highland-rangers-series-preview',
    excerpt:
      'Three T20s and three one-dayers between two evenly matched sides make this one of the most open series of the season.',
    categorySlug: 'cricket',
    daysAgo: 2,
    content: `
      <p>The Coastal Strikers and Highland Rangers meet in a six-match white-ball series that opens with three T20s before moving to the 50-over format. Both squads are in transition, which makes this one of the most difficult series of the year to call.</p>
      <h2>Strikers: batting depth, fragile attack</h2>
      <p>The Strikers bat deep, with all-rounders down to number eight, and their openers have put on fifty or more in half of their recent innings. The worry is the bowling: their two senior seamers are rested, and the replacements have fewer than ten international caps between them.</p>
      <h2>Rangers: spin to win</h2>
      <p>Highland lean heavily on a pair of wrist spinners who have been exceptional in the middle overs. On slower surfaces they can choke any line-up. On flat decks, they can go for plenty.</p>
      <ul>
        <li><strong>T20 series:</strong> Rangers slight favourites at around 1.85.</li>
        <li><strong>ODI series:</strong> Strikers favoured, thanks to their batting depth.</li>
        <li><strong>Player to watch:</strong> Strikers opener Callum Reyes, who scores quickly against spin.</li>
      </ul>
      <p>Our lean is a shared series overall: Rangers to edge the T20s, Strikers to take the ODIs. Enjoy the cricket, and keep any bets small and planned in advance.</p>
    `,
  },
  {
    title: 'How Pitch Conditions Shape Cricket Betting Markets',
    slug: 'how-pitch-conditions-shape-cricket-betting-markets',
    excerpt:
      'Grass, cracks and moisture decide more cricket matches than most form guides, and the market does not always keep up.',
    categorySlug: 'cricket',
    daysAgo: 12,
    content: `
      <p>No sport depends on its playing surface quite like cricket. The same two teams can produce a 400-run run-fest and a two-day Test on different pitches, and the betting markets have to price that uncertainty before a ball is bowled.</p>
      <h2>What to look for in a pitch report</h2>
      <ul>
        <li><strong>Grass cover:</strong> a green tinge usually helps seam bowlers, especially early on.</li>
        <li><strong>Cracks and dryness:</strong> expect turn later in the match, which favours spinners and the side bowling last.</li>
        <li><strong>Moisture:</strong> a damp surface can make the first session a lottery.</li>
        <li><strong>Ground history:</strong> average first-innings scores are a useful baseline.</li>
      </ul>
      <h2>How markets react</h2>
      <p>Total runs lines and top bowler markets move most when a pitch report lands. Match odds move less, but the toss can shift them sharply on surfaces expected to deteriorate. If you bet before the toss, you are accepting that extra uncertainty.</p>
      <blockquote>The best pitch readers are groundstaff, not tipsters. Treat any prediction made before the toss with caution.</blockquote>
      <p>The <a href="https://www.lords.org/mcc/the-laws-of-cricket">MCC Laws of Cricket</a> cover how pitches can and cannot be prepared and maintained during a match.</p>
    `,
  },
  {
    title: 'Top Batter Markets: What the Numbers Tell You',
    slug: 'top-batter-markets-what-the-numbers-tell-you',
    excerpt:
      'Top batter bets look like lottery tickets, but a little data on batting position and conditions goes a long way.',
    categorySlug: 'cricket',
    daysAgo: 24,
    content: `
      <p>The top batter market asks which player will score the most runs for their side in an innings or match. Prices often start at 4.00 or higher even for the best player in the team, which reflects how unpredictable individual scores are.</p>
      <h2>Batting position matters most</h2>
      <p>Openers and number three batters face the most balls on average, so they top-score far more often than middle-order players. In T20 cricket, an in-form opener may top-score in roughly a third of innings; a number six rarely manages one in ten.</p>
      <h2>Conditions and match-ups</h2>
      <ul>
        <li>Batters who play spin well gain value on slow, turning pitches.</li>
        <li>A left-hander facing an attack built on left-arm spin may struggle.</li>
        <li>Check whether the toss winner is likely to bat first; chasing scores are shaped by the target.</li>
      </ul>
      <p>Dead-heat rules apply in most books: if two batters tie for top score, your stake is divided. That rule alone makes these bets worse than they look, so keep stakes modest.</p>
    `,
  },
  {
    title: 'T20 Powerplay Strategy and In-Play Odds',
    slug: 't20-powerplay-strategy-and-in-play-odds',
    excerpt:
      'The first six overs of a T20 innings can swing in-play prices dramatically, so understanding the powerplay is essential.',
    categorySlug: 'cricket',
    daysAgo: 38,
    content: `
      <p>In T20 cricket the first six overs are the <strong>powerplay</strong>, when only two fielders are allowed outside the inner circle. Batting sides try to score quickly while the field is up; bowling sides try to take early wickets that slow everything down.</p>
      <h2>Why in-play prices swing</h2>
      <p>A team on 60 without loss after six overs will typically see its win probability climb sharply. Lose three wickets for 35 and the picture reverses. In-play markets react in seconds, and they often overreact to a single big over.</p>
      <h2>Things to consider before betting in-play</h2>
      <ul>
        <li>How deep does the batting line-up go? Early wickets hurt less with all-rounders to come.</li>
        <li>Who bowls the remaining overs? Teams often save their best bowlers for the death.</li>
        <li>Is there a delay between the broadcast and the live feed you are watching?</li>
      </ul>
      <blockquote>In-play betting is fast by design. If you notice yourself chasing losses between overs, stop for the night.</blockquote>
      <p>Free, confidential help is available from the <a href="https://www.ncpgambling.org/">National Council on Problem Gambling</a> and similar organisations around the world.</p>
    `,
  },
  {
    title: 'Southern Cross XI Tour Preview: Five Tests Ahead',
    slug: 'southern-cross-xi-tour-preview-five-tests-ahead',
    excerpt:
      'The Southern Cross XI begin a five-Test tour with a new captain, an untested spin attack and plenty to prove.',
    categorySlug: 'cricket',
    daysAgo: 55,
    content: `
      <p>A five-Test tour is the longest examination in the sport, and the fictional Southern Cross XI arrive with more questions than answers. A new captain, two uncapped spinners and a batting order still searching for a settled number three make them outsiders for the series.</p>
      <h2>The hosts hold the edge</h2>
      <p>The home side have lost only one of their last twelve home Tests, built on a seam attack that exploits early-season conditions. Their top order is settled and experienced. The series price of around <strong>1.65</strong> for the hosts reflects all of that.</p>
      <h2>Where the tourists can compete</h2>
      <ul>
        <li>The later Tests are scheduled for drier venues, which should bring their spinners into play.</li>
        <li>Their tail bats well, which matters in low-scoring contests.</li>
        <li>Captaincy changes sometimes lift a squad; sometimes they do the opposite.</li>
      </ul>
      <p>We expect a hosts win of 3-1, with at least one draw affected by weather. Series bets are long commitments: decide your stake once, and resist the urge to add to it after every session.</p>
    `,
  },
  {
    title: 'Weather, Dew and the Toss in Day-Night Cricket',
    slug: 'weather-dew-and-the-toss-in-day-night-cricket',
    excerpt:
      'Evening dew can turn a day-night match on its head, and captains who win the toss know it.',
    categorySlug: 'cricket',
    daysAgo: 72,
    content: `
      <p>When a match runs into the evening, moisture settles on the outfield. The ball gets wet, spinners struggle to grip it, and seamers find it harder to control. This is <strong>dew</strong>, and in some venues it is the single biggest factor in who wins.</p>
      <h2>Why the toss matters more</h2>
      <p>At grounds with heavy dew, captains often choose to bowl first so that their opponents bowl with the wet ball later on. Markets know this: the toss winner's price can shorten noticeably the moment the coin lands.</p>
      <h2>Rain and revised targets</h2>
      <p>Rain interruptions in limited-overs cricket are handled by the Duckworth-Lewis-Stern method, which recalculates targets based on the resources each side has left. It rewards teams that keep wickets in hand, so a side ahead on the par score can be in a stronger spot than the scoreboard suggests. The <a href="https://en.wikipedia.org/wiki/Duckworth%E2%80%93Lewis%E2%80%93Stern_method">DLS method overview</a> explains the principles.</p>
      <ul>
        <li>Check the forecast for the second innings, not just the start time.</li>
        <li>Look at chasing records at the venue under lights.</li>
        <li>Remember that weather can also lead to no result, which voids many markets.</li>
      </ul>
    `,
  },
  // ---------------------------------------------------------------- Casino
  {
    title: 'How Roulette Odds Really Work',
    slug: 'how-roulette-odds-really-work',
    excerpt:
      'Every roulette bet carries the same built-in edge, and a single zero makes a bigger difference than most players realise.',
    categorySlug: 'casino',
    daysAgo: 4,
    content: `
      <p>Roulette looks like a game of endless options, but the maths underneath is remarkably simple. On a European wheel there are 37 pockets: numbers 1 to 36 plus a single zero. Every payout is calculated as if the zero did not exist, and that gap is where the house edge comes from.</p>
      <h2>Payouts and true odds</h2>
      <table>
        <thead>
          <tr><th>Bet</th><th>Numbers covered</th><th>Payout</th><th>Chance of winning (European)</th></tr>
        </thead>
        <tbody>
          <tr><td>Straight up</td><td>1</td><td>35 to 1</td><td>2.70%</td></tr>
          <tr><td>Split</td><td>2</td><td>17 to 1</td><td>5.41%</td></tr>
          <tr><td>Street</td><td>3</td><td>11 to 1</td><td>8.11%</td></tr>
          <tr><td>Corner</td><td>4</td><td>8 to 1</td><td>10.81%</td></tr>
          <tr><td>Dozen or column</td><td>12</td><td>2 to 1</td><td>32.43%</td></tr>
          <tr><td>Red, black, odd, even</td><td>18</td><td>1 to 1</td><td>48.65%</td></tr>
        </tbody>
      </table>
      <h2>European vs American wheels</h2>
      <p>An American wheel adds a double zero, giving 38 pockets. The house edge rises from about <strong>2.7%</strong> to about <strong>5.26%</strong>, nearly doubling the expected cost of play. If you have the choice, the single-zero wheel is always the better game.</p>
      <h2>Systems do not change the edge</h2>
      <p>Betting systems such as the Martingale change how your results are distributed, not what you lose on average. They can produce many small wins followed by one large loss. No sequence of bets can overcome a negative expected value.</p>
      <blockquote>Play roulette for entertainment, with a fixed budget, and treat what you spend as the cost of a night out.</blockquote>
      <p>More on the history of the game is available on <a href="https://en.wikipedia.org/wiki/Roulette">Wikipedia</a>.</p>
    `,
  },
  {
    title: 'Blackjack Basic Strategy Explained for New Players',
    slug: 'blackjack-basic-strategy-explained-for-new-players',
    excerpt:
      'Basic strategy will not beat the casino, but it cuts the house edge to a fraction of what most casual players give away.',
    categorySlug: 'casino',
    daysAgo: 14,
    content: `
      <p>Blackjack is one of the few casino games where your decisions genuinely change the odds. <strong>Basic strategy</strong> is the mathematically best play for every combination of your hand and the dealer's visible card, worked out by simulating millions of hands.</p>
      <h2>The rules worth memorising first</h2>
      <ul>
        <li>Always split aces and eights.</li>
        <li>Never split tens or fives.</li>
        <li>Double down on 11 against any dealer card except an ace (rules vary slightly by table).</li>
        <li>Stand on hard 17 or more.</li>
        <li>With 12 to 16, stand when the dealer shows 2 to 6 and hit when they show 7 or higher; the exception is 12 against a 2 or 3, where you hit.</li>
      </ul>
      <h2>Table rules matter too</h2>
      <p>Look for tables that pay <strong>3 to 2</strong> on a blackjack. Tables paying 6 to 5 look similar but add well over a percentage point to the house edge. Insurance, offered when the dealer shows an ace, is a side bet that favours the house for players who are not counting cards.</p>
      <p>Played well, blackjack's house edge can fall below 1%. That still means the casino wins in the long run, so set a session budget and a time limit before you sit down. The <a href="https://en.wikipedia.org/wiki/Blackjack">Wikipedia blackjack article</a> covers the common rule variations.</p>
    `,
  },
  {
    title: 'What RTP and Volatility Mean on Online Slots',
    slug: 'what-rtp-and-volatility-mean-on-online-slots',
    excerpt:
      'Return to player tells you the long-run cost of a slot, while volatility tells you how bumpy the ride will be.',
    categorySlug: 'casino',
    daysAgo: 27,
    content: `
      <p>Every licensed online slot publishes a <strong>return to player</strong> figure, usually somewhere between 94% and 97%. It means that across millions of spins, that share of all money staked is paid back out as winnings. The rest is the house edge.</p>
      <h2>RTP is a long-run number</h2>
      <p>An RTP of 96% does not mean you will get 96 back from every 100 you stake in a session. Over a few hundred spins, results can land almost anywhere. RTP describes the game across its whole lifetime, not your evening.</p>
      <h2>Volatility explains the swings</h2>
      <ul>
        <li><strong>Low volatility:</strong> frequent small wins, slower losses, rarely a big hit.</li>
        <li><strong>Medium volatility:</strong> a balance between the two.</li>
        <li><strong>High volatility:</strong> long dry spells broken by occasional large wins.</li>
      </ul>
      <p>Two games with the same RTP can feel completely different. High-volatility slots can drain a budget quickly, so if you choose them, lower your stake per spin accordingly.</p>
      <blockquote>Slots are designed to be fast. Use the deposit limits and reality checks your casino offers, and take regular breaks.</blockquote>
    `,
  },
  {
    title: 'Baccarat in Five Minutes: Banker, Player and Tie',
    slug: 'baccarat-in-five-minutes-banker-player-and-tie',
    excerpt:
      'Baccarat has a glamorous image but only three real bets, and one of them is much better than the others.',
    categorySlug: 'casino',
    daysAgo: 41,
    content: `
      <p>Baccarat has a reputation as a high-roller game, but it is one of the simplest in the casino. You do not make any decisions about drawing cards: the dealer follows fixed rules. Your only choice is which outcome to back.</p>
      <h2>The three bets</h2>
      <ul>
        <li><strong>Banker:</strong> wins slightly more often than Player. Winning bets usually pay even money minus a 5% commission. House edge around 1.06%.</li>
        <li><strong>Player:</strong> pays even money with no commission. House edge around 1.24%.</li>
        <li><strong>Tie:</strong> typically pays 8 to 1, with a house edge above 14%. It is the worst bet on the table.</li>
      </ul>
      <h2>Patterns are an illusion</h2>
      <p>Many tables display scorecards showing previous results, and some players look for streaks. Each hand is effectively independent, so past results tell you nothing useful about the next one.</p>
      <p>The simplest sound approach is to stick with Banker or Player, ignore the Tie, and decide your budget before the first hand. The <a href="https://en.wikipedia.org/wiki/Baccarat">Wikipedia baccarat entry</a> details the drawing rules.</p>
    `,
  },
  {
    title: 'Understanding Casino Bonus Wagering Requirements',
    slug: 'understanding-casino-bonus-wagering-requirements',
    excerpt:
      'A bonus is only as good as its terms, and wagering requirements are the part most players skip.',
    categorySlug: 'casino',
    daysAgo: 58,
    content: `
      <p>Casino bonuses are marketing, and like all marketing they come with conditions. The most important is the <strong>wagering requirement</strong>: how many times you must stake the bonus, or bonus plus deposit, before any winnings can be withdrawn.</p>
      <h2>A worked example</h2>
      <p>A 100 unit bonus with a 35x requirement means wagering 3,500 units before withdrawal. At a house edge of 4%, the expected cost of that wagering is around 140 units, more than the bonus itself. That does not make every bonus bad, but it shows why the headline number is misleading.</p>
      <h2>Terms to check before accepting</h2>
      <ul>
        <li>Whether the requirement applies to the bonus only or to deposit plus bonus.</li>
        <li>Game weighting: table games often count for 10% or nothing at all.</li>
        <li>Maximum bet size while a bonus is active.</li>
        <li>Time limits, which are often seven to thirty days.</li>
        <li>Caps on the amount you can win from bonus funds.</li>
      </ul>
      <blockquote>You are always allowed to decline a bonus. Playing with your own cash and no strings attached is often the simpler choice.</blockquote>
      <p>If you are in the UK and want to take a break from all licensed sites at once, <a href="https://www.gamstop.co.uk/">GAMSTOP</a> offers free self-exclusion.</p>
    `,
  },
  {
    title: 'Live Dealer Games: What Changes at a Real Table',
    slug: 'live-dealer-games-what-changes-at-a-real-table',
    excerpt:
      'Live dealer tables bring real cards and wheels to your screen, along with a slower pace and a few new habits to learn.',
    categorySlug: 'casino',
    daysAgo: 84,
    content: `
      <p>Live dealer games stream a real croupier, real cards and a real wheel from a studio to your device. For many players they feel more trustworthy than software-only games, and they are certainly more sociable.</p>
      <h2>What is different</h2>
      <ul>
        <li><strong>Pace:</strong> a live blackjack table might deal 50 to 70 hands an hour, far fewer than a digital version.</li>
        <li><strong>Minimum stakes:</strong> usually higher, because the studio has staff to pay.</li>
        <li><strong>Betting windows:</strong> you have a fixed number of seconds to place each bet.</li>
        <li><strong>Chat:</strong> most tables allow messages to the dealer; keep them polite.</li>
      </ul>
      <h2>The maths stays the same</h2>
      <p>A live roulette wheel has the same house edge as a digital one with the same layout. Some live game-show formats add multipliers that look generous but usually carry a higher edge than the classic games.</p>
      <p>The slower pace is actually a useful feature: fewer bets per hour means a budget lasts longer. Decide in advance how long you will play and log off when the time is up.</p>
    `,
  },
  // ---------------------------------------------------------------- Crypto
  {
    title: 'Crypto Market Notes: Volatility, Volume and Patience',
    slug: 'crypto-market-notes-volatility-volume-and-patience',
    excerpt:
      'This week in our market notes: why volume matters more than headlines and how to avoid trading on noise.',
    categorySlug: 'crypto',
    daysAgo: 1,
    content: `
      <p>Our market notes are not price predictions. They are a weekly look at the forces that move digital asset markets, written to help readers think clearly rather than react quickly.</p>
      <h2>Volume tells you who is behind a move</h2>
      <p>A sharp price rise on thin volume can reverse just as sharply; a steady climb on rising volume suggests broader participation. Before reading anything into a move, check whether trading activity backs it up, and compare several exchanges rather than relying on one.</p>
      <h2>Volatility cuts both ways</h2>
      <p>Daily swings of 5% or more are routine for many tokens, and far larger moves happen around major news. That volatility is exactly why <strong>position sizing</strong> matters. If a 30% drop would seriously hurt you, the position is too large.</p>
      <ul>
        <li>Never invest money you need for bills or emergencies.</li>
        <li>Be sceptical of anyone promising guaranteed returns.</li>
        <li>Taxes on crypto gains vary by country; keep records of every trade.</li>
      </ul>
      <blockquote>Nothing on BetPulse is financial advice. Do your own research and consider speaking to a qualified adviser.</blockquote>
    `,
  },
  {
    title: 'How Stablecoins Work and Where They Can Fail',
    slug: 'how-stablecoins-work-and-where-they-can-fail',
    excerpt:
      'Stablecoins aim to hold a steady value, but the way they do it determines how stable they really are.',
    categorySlug: 'crypto',
    daysAgo: 20,
    content: `
      <p>A <strong>stablecoin</strong> is a digital token designed to track the value of something stable, usually a national currency. They are widely used for moving money between exchanges and, increasingly, for deposits on gaming and betting platforms.</p>
      <h2>Three broad designs</h2>
      <ul>
        <li><strong>Fiat-backed:</strong> each token is supposed to be backed by cash or short-term government debt held by an issuer.</li>
        <li><strong>Crypto-collateralised:</strong> backed by other digital assets locked in smart contracts, usually with a large safety margin.</li>
        <li><strong>Algorithmic:</strong> rely on code and incentives rather than reserves. This design has the weakest track record.</li>
      </ul>
      <h2>Where things go wrong</h2>
      <p>The main risks are reserves that are smaller or riskier than claimed, a rush of redemptions that the issuer cannot meet, and smart contract bugs. A stablecoin can trade below its target for hours or days during stress, which is known as losing its peg.</p>
      <p>Read the issuer's published reserve reports and prefer coins with regular independent attestations. The <a href="https://en.wikipedia.org/wiki/Stablecoin">Wikipedia stablecoin article</a> gives a neutral overview of the different models.</p>
    `,
  },
  {
    title: 'Securing Your Wallet: A Practical Checklist',
    slug: 'securing-your-wallet-a-practical-checklist',
    excerpt:
      'Most crypto losses come from simple mistakes rather than clever hacks, so a short checklist can protect you from the common ones.',
    categorySlug: 'crypto',
    daysAgo: 35,
    content: `
      <p>In crypto, you are your own bank. That brings freedom and responsibility in equal measure: there is usually no helpline that can reverse a mistaken transfer or recover a stolen key.</p>
      <h2>The checklist</h2>
      <ul>
        <li><strong>Write your recovery phrase on paper</strong> and store it somewhere safe and offline. Never photograph it or save it in a notes app.</li>
        <li><strong>Nobody legitimate will ask for your phrase.</strong> Not support staff, not an exchange, not a wallet developer.</li>
        <li><strong>Use app-based two-factor authentication</strong> on exchange accounts instead of SMS codes.</li>
        <li><strong>Check addresses carefully</strong>, including the first and last few characters, before every transfer.</li>
        <li><strong>Consider a hardware wallet</strong> for long-term holdings.</li>
        <li><strong>Send a small test transaction</strong> before moving a large amount to a new address.</li>
      </ul>
      <h2>Phishing is the biggest threat</h2>
      <p>Fake websites, lookalike apps and urgent direct messages are the most common ways people lose funds. Bookmark the sites you use and type addresses yourself rather than following links.</p>
      <p>The Bitcoin project maintains a helpful guide to <a href="https://bitcoin.org/en/secure-your-wallet">securing your wallet</a> that applies to most other assets too.</p>
    `,
  },
  {
    title: 'Reading a Candlestick Chart Without the Hype',
    slug: 'reading-a-candlestick-chart-without-the-hype',
    excerpt:
      'Candlestick charts pack a lot of information into a small space, and you can learn to read them in an afternoon.',
    categorySlug: 'crypto',
    daysAgo: 52,
    content: `
      <p>Open any trading screen and you will see candlesticks. Each candle summarises price action over a set period, such as an hour or a day, using four numbers: the <strong>open, high, low and close</strong>.</p>
      <h2>Anatomy of a candle</h2>
      <ul>
        <li>The thick body runs between the open and the close.</li>
        <li>Thin lines above and below, called wicks, show the highest and lowest prices reached.</li>
        <li>The colour tells you direction: typically green or hollow for a rise, red or filled for a fall.</li>
      </ul>
      <h2>What charts can and cannot tell you</h2>
      <p>Candles show what has happened, clearly and quickly. They do not reliably predict what happens next. Named patterns can be useful shorthand, but they fail often, and it is easy to see patterns that are not there.</p>
      <blockquote>A chart is a record, not a crystal ball. Use it to understand context, not to justify a trade you already wanted to make.</blockquote>
      <p>For background on where the format came from, see the <a href="https://en.wikipedia.org/wiki/Candlestick_chart">candlestick chart article on Wikipedia</a>.</p>
    `,
  },
  {
    title: 'What Blockchain Confirmations Mean for Deposits',
    slug: 'what-blockchain-confirmations-mean-for-deposits',
    excerpt:
      'Waiting for a crypto deposit to clear is frustrating, but the confirmations you are waiting for exist to protect you.',
    categorySlug: 'crypto',
    daysAgo: 77,
    content: `
      <p>When you send crypto to an exchange or platform, the transaction is first broadcast to the network and then included in a block. Each new block added after that one counts as another <strong>confirmation</strong>.</p>
      <h2>Why platforms wait</h2>
      <p>Early on, there is a small chance that a transaction could be reorganised out of the chain. Each extra confirmation makes that dramatically less likely, so platforms set a minimum number before crediting your account. The number varies by network and by platform.</p>
      <h2>What affects the wait</h2>
      <ul>
        <li><strong>Block time:</strong> some networks produce blocks every few seconds, others roughly every ten minutes.</li>
        <li><strong>Fees:</strong> on busy networks, low-fee transactions can sit in a queue.</li>
        <li><strong>Network choice:</strong> sending a token on the wrong network is one of the most common and costly mistakes.</li>
      </ul>
      <p>Always check the deposit page for the supported network and the required confirmations before sending. If a deposit seems stuck, look up the transaction ID on a block explorer before contacting support.</p>
    `,
  },
  // ---------------------------------------------------------------- Poker
  {
    title: 'Pot Odds and Implied Odds Made Simple',
    slug: 'pot-odds-and-implied-odds-made-simple',
    excerpt:
      'Pot odds tell you whether a call is profitable right now, and implied odds tell you whether it might be later.',
    categorySlug: 'poker',
    daysAgo: 6,
    content: `
      <p>Every time you face a bet with a drawing hand, you are asking a simple question: does the money in the pot justify the price of the call? <strong>Pot odds</strong> give you the answer.</p>
      <h2>The basic calculation</h2>
      <p>Say the pot is 100 and your opponent bets 50. You must call 50 to win a total pot of 200 (the original 100, their 50 and your 50). Divide your call by that final pot: 50 out of 200 is 25%. If your hand wins more than 25% of the time, calling is profitable in the long run.</p>
      <h2>Counting outs quickly</h2>
      <p>An <strong>out</strong> is a card that improves you to the likely best hand. A flush draw on the flop has nine outs. A quick rule: multiply your outs by 4 on the flop to estimate your chance by the river, or by 2 for a single card. Nine outs gives roughly 36% and 18% respectively.</p>
      <h2>Implied odds</h2>
      <p>Sometimes the immediate price is slightly too high, but you expect to win extra chips when you hit. That future money is your implied odds. Be honest about it: opponents do not always pay you off, especially when the draw is obvious.</p>
      <blockquote>Maths keeps decisions disciplined. It also reminds you that even correct calls lose most of the time.</blockquote>
      <p>For more examples, see <a href="https://en.wikipedia.org/wiki/Pot_odds">pot odds on Wikipedia</a>.</p>
    `,
  },
  {
    title: 'Position in Texas Holdem and Why It Matters So Much',
    slug: 'position-in-texas-holdem-and-why-it-matters-so-much',
    excerpt:
      'Acting last is the closest thing poker has to a free advantage, and good players build their whole game around it.',
    categorySlug: 'poker',
    daysAgo: 22,
    content: `
      <p>In Texas Holdem, the order of play is fixed for each hand. The player on the button acts last on every street after the flop, and that is a huge advantage: you see what everyone else does before you decide.</p>
      <h2>Why acting last helps</h2>
      <ul>
        <li>You can take a free card when opponents check.</li>
        <li>You control the size of the pot more easily.</li>
        <li>You gain information on every street before committing chips.</li>
        <li>Bluffs are more credible when you have seen weakness first.</li>
      </ul>
      <h2>Adjusting your starting hands</h2>
      <p>From early position, play a tight range of strong hands, because several players still act behind you. As you move towards the button, you can widen your range: suited connectors and small pairs become playable because position helps you realise their value.</p>
      <p>The blinds are the toughest seats of all. You have money invested but act first after the flop, so avoid defending with weak hands just because you have already paid something.</p>
      <p>A refresher on the full rules is available in the <a href="https://en.wikipedia.org/wiki/Texas_hold_%27em">Texas hold 'em article on Wikipedia</a>.</p>
    `,
  },
  {
    title: 'Bankroll Management for Poker Players',
    slug: 'bankroll-management-for-poker-players',
    excerpt:
      'Even winning players go through long losing stretches, and a sensible bankroll is what keeps them in the game.',
    categorySlug: 'poker',
    daysAgo: 44,
    content: `
      <p>Poker has a large element of short-term luck. A skilled player can lose for weeks, and a beginner can win for days. <strong>Bankroll management</strong> is the discipline of playing stakes small enough that those swings never put you out of the game or your finances at risk.</p>
      <h2>Common guidelines</h2>
      <ul>
        <li><strong>Cash games:</strong> many players keep at least 20 to 30 buy-ins for their regular stake.</li>
        <li><strong>Tournaments:</strong> variance is much higher, so 50 to 100 buy-ins is common advice.</li>
        <li><strong>Move down quickly:</strong> if your roll drops below your threshold, drop a level without hesitation.</li>
      </ul>
      <h2>Keep poker money separate</h2>
      <p>Your bankroll should be money set aside purely for poker, never rent, savings or money for essentials. If you find yourself topping it up from elsewhere after losses, that is a signal to pause and reassess.</p>
      <blockquote>A bankroll is a tool for managing variance, not a target to chase. If poker stops being enjoyable, take a break.</blockquote>
      <p>Support for anyone worried about their play is available through <a href="https://www.gamcare.org.uk/">GamCare</a>.</p>
    `,
  },
  {
    title: 'Reading Bet Sizing Tells at Online Tables',
    slug: 'reading-bet-sizing-tells-at-online-tables',
    excerpt:
      'Online you cannot see a shaking hand, but bet sizes and timing reveal more than most players think.',
    categorySlug: 'poker',
    daysAgo: 66,
    content: `
      <p>Physical tells get the attention in films, but at online tables the most reliable information comes from how people bet. Sizing, timing and patterns across many hands tell you a great deal about an opponent's range.</p>
      <h2>Sizing patterns to notice</h2>
      <ul>
        <li><strong>Small bets on wet boards</strong> from recreational players often mean a medium-strength hand looking for a cheap showdown.</li>
        <li><strong>Large overbets</strong> tend to be polarised: either very strong or a bluff.</li>
        <li><strong>Min-raises</strong> from inexperienced opponents frequently indicate strength.</li>
      </ul>
      <h2>Timing, with caution</h2>
      <p>An instant check or call often means a player has decided in advance. A long pause before a big bet can mean a difficult decision, or simply a slow connection. Use timing as a small piece of evidence, never the whole case.</p>
      <p>The key is sample size. Take notes on regular opponents and look for repeated behaviour, not single hands. And remember that good players watch your sizing too, so keep your own patterns balanced.</p>
    `,
  },
  {
    title: 'Tournament Strategy: Surviving the Bubble',
    slug: 'tournament-strategy-surviving-the-bubble',
    excerpt:
      'The bubble is where tournament poker becomes a game of pressure, and both big and short stacks need a plan.',
    categorySlug: 'poker',
    daysAgo: 89,
    content: `
      <p>The <strong>bubble</strong> is the stage of a tournament just before the paid places begin. Busting now means leaving with nothing, while surviving a few more hands guarantees a return. That changes how almost everyone plays.</p>
      <h2>With a big stack</h2>
      <p>Apply pressure. Medium stacks are often desperate to avoid elimination, so they fold hands they would normally play. Raising more often, especially against those players, can collect a lot of chips without a showdown.</p>
      <h2>With a medium stack</h2>
      <p>This is the most uncomfortable seat. Avoid marginal confrontations with larger stacks that can knock you out, but do not fold so much that the blinds shrink you into a short stack.</p>
      <h2>With a short stack</h2>
      <ul>
        <li>Look for spots to move all-in before you are too short to force folds.</li>
        <li>Pay attention to other short stacks: if they are likely to bust first, folding can be right.</li>
        <li>Do not wait for a premium hand if the blinds will take most of your stack.</li>
      </ul>
      <p>Tournament poker rewards patience and careful budgeting. Enter events that fit your bankroll, and decide in advance how many re-entries, if any, you will allow yourself.</p>
    `,
  },
  // ---------------------------------------------------------------- Rummy
  {
    title: 'Rummy Rules for Beginners: Sets, Runs and Melds',
    slug: 'rummy-rules-for-beginners-sets-runs-and-melds',
    excerpt:
      'Every rummy variant is built on the same two ideas, sets and runs, and once you know them the rest follows.',
    categorySlug: 'rummy',
    daysAgo: 3,
    content: `
      <p>Rummy is a family of card games rather than a single game, but almost all of them share the same core goal: arrange your cards into valid groups called <strong>melds</strong> before your opponents do.</p>
      <h2>The two kinds of meld</h2>
      <ul>
        <li><strong>Sets:</strong> three or four cards of the same rank in different suits, such as three sevens.</li>
        <li><strong>Runs (or sequences):</strong> three or more consecutive cards of the same suit, such as the 5, 6 and 7 of hearts.</li>
      </ul>
      <h2>A typical turn</h2>
      <p>On each turn you draw one card, either from the face-down stock or from the top of the discard pile, and then discard one card. Taking from the discard pile tells opponents what you are collecting, so do it only when the card clearly helps.</p>
      <h2>Winning a hand</h2>
      <p>In most variants you win by melding all of your cards, or by reaching a low enough count of unmatched cards, known as deadwood, before anyone else. Scoring differs from game to game, so check the table rules before you start.</p>
      <p>For an overview of the many rummy variants, see <a href="https://en.wikipedia.org/wiki/Rummy">Rummy on Wikipedia</a>.</p>
    `,
  },
  {
    title: 'Indian Rummy Scoring Explained',
    slug: 'indian-rummy-scoring-explained',
    excerpt:
      'In Indian Rummy the lowest score wins, and knowing how points are counted changes how you play every hand.',
    categorySlug: 'rummy',
    daysAgo: 16,
    content: `
      <p>Indian Rummy is played with 13 cards per player. To declare, you need at least <strong>two sequences</strong>, one of which must be a <strong>pure sequence</strong> with no joker. The remaining cards can be in sequences or sets. The winner scores zero; everyone else collects penalty points.</p>
      <h2>How cards are counted</h2>
      <figure class="table">
        <table>
          <thead>
            <tr><th>Card</th><th>Points</th></tr>
          </thead>
          <tbody>
            <tr><td>Ace, King, Queen, Jack</td><td>10 each</td></tr>
            <tr><td>Number cards 2 to 10</td><td>Face value</td></tr>
            <tr><td>Printed and wild jokers</td><td>0</td></tr>
            <tr><td>Maximum penalty per hand</td><td>80 on most platforms</td></tr>
          </tbody>
        </table>
      </figure>
      <h2>Drops and invalid declarations</h2>
      <p>Many online tables let you <strong>drop</strong> out of a hand. Common values are 20 points for a first drop before drawing and 40 for a middle drop, though platforms vary. An invalid declaration usually costs the full 80 points, so double-check your melds before you declare.</p>
      <h2>What this means for strategy</h2>
      <ul>
        <li>Discard high cards you cannot use early, to limit your exposure.</li>
        <li>Build a pure sequence first; without it, every card counts against you.</li>
        <li>Jokers are worth zero, so hold them rather than discarding them.</li>
      </ul>
      <p>Always confirm the exact points rules of the table you join, and play cash games only within a budget you have set in advance.</p>
    `,
  },
  {
    title: 'Five Common Rummy Mistakes and How to Avoid Them',
    slug: 'five-common-rummy-mistakes-and-how-to-avoid-them',
    excerpt:
      'Most lost rummy hands come down to a handful of repeat mistakes, and all of them are fixable.',
    categorySlug: 'rummy',
    daysAgo: 33,
    content: `
      <p>Rummy rewards patience and observation more than luck. Watching newer players, we see the same five errors again and again.</p>
      <h2>The mistakes</h2>
      <ul>
        <li><strong>Holding high cards too long.</strong> Kings and queens are only useful if they fit a meld soon. Otherwise they are expensive deadwood.</li>
        <li><strong>Ignoring the discard pile.</strong> What opponents throw away, and what they pick up, tells you what they are building.</li>
        <li><strong>Chasing one perfect card.</strong> Keeping your hand flexible beats waiting for a single rank.</li>
        <li><strong>Delaying the pure sequence.</strong> In Indian Rummy, nothing counts until you have one.</li>
        <li><strong>Declaring in a hurry.</strong> An invalid declaration is one of the most costly errors in the game.</li>
      </ul>
      <h2>A simple routine</h2>
      <p>Before each discard, ask yourself three questions: which card is least likely to become part of a meld, which card is my opponent least likely to want, and how many points am I holding right now? Answering them becomes automatic with practice.</p>
      <blockquote>Practice tables with no money at stake are the best place to build these habits.</blockquote>
      <p>If you do move on to cash tables, pick a stake where a losing session will not matter to you, and stop when you reach the limit you set beforehand. Clear thinking is a rummy skill too, and it fades quickly when money is on your mind.</p>
    `,
  },
  {
    title: 'Gin Rummy vs Indian Rummy: Key Differences',
    slug: 'gin-rummy-vs-indian-rummy-key-differences',
    excerpt:
      'Gin and Indian Rummy share the same roots but play very differently, from hand size to how a round ends.',
    categorySlug: 'rummy',
    daysAgo: 49,
    content: `
      <p>Both games ask you to form sets and runs, but the details change the strategy considerably. If you are switching between them, these are the differences that matter.</p>
      <h2>At a glance</h2>
      <ul>
        <li><strong>Players:</strong> Gin Rummy is classically a two-player game; Indian Rummy is usually played by two to six.</li>
        <li><strong>Cards dealt:</strong> 10 each in Gin, 13 each in Indian Rummy.</li>
        <li><strong>Jokers:</strong> Gin normally has none; Indian Rummy uses printed and wild jokers.</li>
        <li><strong>Ending a hand:</strong> in Gin you can knock once your deadwood is 10 or less; in Indian Rummy you must meld all 13 cards with a valid declaration.</li>
        <li><strong>Scoring:</strong> Gin scores points for the winner; Indian Rummy gives penalty points to losers.</li>
      </ul>
      <h2>Strategy differences</h2>
      <p>Gin rewards knocking early when your deadwood is low, and watching for the undercut, when an opponent's deadwood turns out to be lower than yours. Indian Rummy rewards building a pure sequence early and using jokers wisely.</p>
      <p>The <a href="https://en.wikipedia.org/wiki/Gin_rummy">Gin rummy article on Wikipedia</a> lists bonus conventions, which vary between clubs and apps.</p>
    `,
  },
  {
    title: 'When to Drop in Rummy: A Practical Guide',
    slug: 'when-to-drop-in-rummy-a-practical-guide',
    excerpt:
      'Dropping a weak hand early is not giving up, it is often the smartest way to protect your score.',
    categorySlug: 'rummy',
    daysAgo: 95,
    content: `
      <p>Most online Indian Rummy tables allow a <strong>drop</strong>: you leave the current hand in exchange for a fixed penalty. Used well, it is one of the most powerful tools in the game.</p>
      <h2>Signs a hand is worth dropping</h2>
      <ul>
        <li>No pure sequence and no realistic way to build one.</li>
        <li>No jokers, and several unconnected high cards.</li>
        <li>Opponents appear to be close to declaring after only a few turns.</li>
      </ul>
      <h2>Timing matters</h2>
      <p>A first drop, before you draw a card, usually costs the least. A middle drop costs more, and staying in to the end with a poor hand can cost the maximum. The decision gets more expensive the longer you wait, so assess your hand honestly at the start.</p>
      <h2>Do not overdo it</h2>
      <p>Dropping every marginal hand makes you predictable and adds up over a session. Aim to drop genuinely weak hands, and play the borderline ones while keeping your discards safe.</p>
      <blockquote>Points are not the only thing worth protecting. If a session is going badly, the best drop can be closing the app for the day.</blockquote>
    `,
  },
  // ---------------------------------------------------------------- Blog
  {
    title: 'Welcome to BetPulse: What We Cover and Why',
    slug: 'welcome-to-betpulse-what-we-cover-and-why',
    excerpt:
      'BetPulse is a home for clear, honest writing about sport, games and betting markets, and here is what to expect from us.',
    categorySlug: 'blog',
    daysAgo: 120,
    content: `
      <p>Welcome to <strong>BetPulse</strong>. We started this site because most of what we read about betting was either hype or small print, and very little sat in between. We want to change that.</p>
      <h2>What we cover</h2>
      <ul>
        <li>Football and cricket previews built on data and context, not gut feeling.</li>
        <li>Explainers on odds, markets and how bookmakers price events.</li>
        <li>Casino, poker and rummy guides that start with the rules and the maths.</li>
        <li>Crypto notes focused on safety and understanding, not price calls.</li>
      </ul>
      <h2>What we will not do</h2>
      <p>We will never promise guaranteed wins or sure things. Betting involves risk, and every prediction we publish can be wrong. We would rather you read our work and bet less, or not at all, than bet more than you can afford.</p>
      <blockquote>Gambling should be entertainment. If it ever stops feeling that way, please reach out to <a href="https://www.begambleaware.org/">BeGambleAware</a> or a local support service.</blockquote>
      <p>Thanks for reading. We would love to hear what you want us to cover next.</p>
    `,
  },
  {
    title: 'How We Rate Odds and Predictions',
    slug: 'how-we-rate-odds-and-predictions',
    excerpt:
      'A look behind the scenes at how BetPulse writers turn data, team news and prices into the predictions you read.',
    categorySlug: 'blog',
    daysAgo: 106,
    content: `
      <p>Readers often ask how we arrive at the predictions in our previews. The short answer is a mix of numbers and judgement. The longer answer is below.</p>
      <h2>Step one: our own probabilities</h2>
      <p>Before looking at any prices, writers estimate the probability of each outcome using recent performance data, injuries, schedule and conditions. Writing the number down first stops the market from anchoring our opinion.</p>
      <h2>Step two: compare with the market</h2>
      <p>We then convert the odds into implied probabilities and remove the bookmaker's margin. Only where our estimate differs meaningfully from the market do we highlight a selection. Most of the time, the market is well priced, and we say so.</p>
      <h2>Step three: review our record</h2>
      <ul>
        <li>Every prediction is logged, including the losers.</li>
        <li>We review calibration quarterly: do our 60% calls win about 60% of the time?</li>
        <li>Where we are consistently wrong, we change the process.</li>
      </ul>
      <p>For readers curious about stake sizing theory, the <a href="https://en.wikipedia.org/wiki/Kelly_criterion">Kelly criterion</a> is worth reading about, along with its many caveats. We do not recommend staking plans; we recommend small, fixed budgets.</p>
    `,
  },
  {
    title: 'Our Responsible Gambling Commitment',
    slug: 'our-responsible-gambling-commitment',
    excerpt:
      'Responsible gambling is part of how we write every article, and these are the commitments we hold ourselves to.',
    categorySlug: 'blog',
    daysAgo: 99,
    content: `
      <p>BetPulse writes about betting, so we have a responsibility to be honest about its risks. These are the principles every article on the site follows.</p>
      <h2>Our commitments</h2>
      <ul>
        <li><strong>18+ only.</strong> Our content is intended for adults in jurisdictions where gambling is legal.</li>
        <li><strong>No guarantees.</strong> We never describe a bet as certain, safe or free money.</li>
        <li><strong>Clear maths.</strong> We explain house edges and margins so readers understand the long-run cost.</li>
        <li><strong>Support links.</strong> Articles about betting point to independent help services.</li>
      </ul>
      <h2>Warning signs to watch for</h2>
      <p>Spending more than you planned, chasing losses, borrowing to gamble, hiding it from people close to you, or feeling anxious when you are not betting are all signs that it may be time to stop and talk to someone.</p>
      <blockquote>Help is free and confidential. Try <a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> or the <a href="https://www.ncpgambling.org/">National Council on Problem Gambling</a>.</blockquote>
      <p>Most operators also offer deposit limits, time reminders and self-exclusion. Setting them up takes a few minutes and is worth doing before you need them.</p>
    `,
  },
  {
    title: 'Meet the BetPulse Editorial Team',
    slug: 'meet-the-betpulse-editorial-team',
    excerpt:
      'The people behind our previews, guides and market notes, and what each of them brings to the site.',
    categorySlug: 'blog',
    daysAgo: 113,
    content: `
      <p>A site is only as good as the people writing for it. Here is a quick introduction to the team behind BetPulse.</p>
      <h2>The team</h2>
      <ul>
        <li><strong>Maya Ellison, Editor:</strong> a former sports data analyst who keeps every preview honest about uncertainty.</li>
        <li><strong>Tom Okafor, Football:</strong> has watched more lower-league football than he would care to admit, and writes our match previews.</li>
        <li><strong>Priya Raman, Cricket and Rummy:</strong> grew up playing both and explains rules with unusual patience.</li>
        <li><strong>Lewis Hart, Casino and Poker:</strong> a maths graduate who enjoys nothing more than a house edge calculation.</li>
        <li><strong>Ana Costa, Crypto:</strong> focuses on security and the practical side of digital assets.</li>
      </ul>
      <h2>How we work</h2>
      <p>Every article is reviewed by a second editor before publication. We correct mistakes openly and update articles when facts change. If you spot an error, tell us and we will fix it.</p>
      <p>None of our writers are paid on results or on the bets readers place. That independence matters to us, and we intend to keep it.</p>
    `,
  },
  {
    title: 'Site Update: Faster Pages and a Cleaner Reading Mode',
    slug: 'site-update-faster-pages-and-a-cleaner-reading-mode',
    excerpt:
      'BetPulse now loads faster, looks better on phones and offers a distraction-free reading mode for long articles.',
    categorySlug: 'blog',
    daysAgo: 8,
    content: `
      <p>We have spent the last few weeks working on the parts of the site you do not always notice until they go wrong. Here is what has changed.</p>
      <h2>What is new</h2>
      <ul>
        <li><strong>Faster pages:</strong> images are now resized for your screen and load as you scroll.</li>
        <li><strong>Reading mode:</strong> long guides can be read without sidebars or banners.</li>
        <li><strong>Dark theme:</strong> the site now follows your device setting, with a manual switch in the header.</li>
        <li><strong>Better tables:</strong> odds comparison tables scroll sideways on small screens instead of breaking the layout.</li>
      </ul>
      <h2>Accessibility</h2>
      <p>We have improved keyboard navigation, colour contrast and screen reader labels throughout. There is more to do, and we welcome feedback from anyone who runs into problems.</p>
      <p>Thanks to everyone who sent suggestions. Keep them coming: many of these changes started as reader emails.</p>
    `,
  },
];

export const seedPosts: SeedPost[] = rawPosts.map((post) => ({
  ...post,
  content: tidy(post.content),
}));

/** Slugs shown in the "popular" list on a fresh install. */
export const seedPopularSlugs: string[] = [
  'northbridge-fc-vs-harlow-athletic-preview-and-prediction',
  'how-roulette-odds-really-work',
  'blackjack-basic-strategy-explained-for-new-players',
  'pot-odds-and-implied-odds-made-simple',
  'coastal-strikers-vs-highland-rangers-series-preview',
  'securing-your-wallet-a-practical-checklist',
];
