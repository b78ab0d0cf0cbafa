/**
 * The rules of the predictions' record, as the record counts them (features/predictions/lib/
 * record.ts and the database's figures): About and Policy both state them, under their own heading.
 */
export function RecordRules() {
  return (
    <>
      <p>
        Every pick we publish goes into a public record, so you can judge our predictions by their
        results rather than by our word. These are the rules it keeps:
      </p>
      <ul>
        <li>
          <strong>Published before the event, locked at kickoff.</strong> From kickoff on, a
          pick&apos;s selection, market, line, odds, stake and kickoff time can no longer be
          changed, and the pick can no longer be deleted.
        </li>
        <li>
          <strong>Voided only in public.</strong> A pick that has to be withdrawn after kickoff (a
          match abandoned, a market that never ran) is voided, never removed, and the reason is
          shown with it.
        </li>
        <li>
          <strong>Results.</strong> Each pick is settled as won, lost, void, half won or half lost.
          A void pick does not count at all. Half won and half lost come from Asian quarter lines
          (such as −0.25 or 2.75), where the stake is split over two lines: they count half the
          stake.
        </li>
        <li>
          <strong>Stakes in units.</strong> Each pick has a stake from 0.5 to 10 units, in half
          units. A unit is the same amount for every pick, so the record does not depend on anyone's
          bankroll.
        </li>
        <li>
          <strong>Profit and yield.</strong> A won pick makes its stake × (odds − 1) units and a
          lost one loses its stake; half won makes half the stake × (odds − 1), half lost loses half
          the stake. Profit is the total in units; yield is the profit divided by the units staked.
        </li>
        <li>
          <strong>Strike rate.</strong> The share of settled picks that won, a half result counting
          as half a pick.
        </li>
      </ul>
      <p>
        Past results do not promise future ones. Betting is for adults aged 18 and over: gamble
        responsibly, and only with money you can afford to lose.
      </p>
    </>
  );
}
