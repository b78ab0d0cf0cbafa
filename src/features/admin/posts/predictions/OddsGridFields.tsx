import { useId } from 'react';
import { TextField } from '../../../../components/form/TextField';
import { controlClass, errorTextClass, labelClass } from '../../../../components/form/formStyles';
import { SideScroll } from '../../ui/SideScroll';
import { buttonClass } from '../../ui/styles';
import type { GridValues, PredictionErrors } from './predictionForm';

const MAX_BOOKMAKERS = 8;
const MAX_ROWS = 12;

/**
 * The optional odds grid of a prediction: markets (rows) × bookmakers (columns), each price in
 * any of the three formats (empty when a bookmaker has none), and the time the prices were taken.
 */
export function OddsGridFields({
  grid,
  errors,
  timeZone,
  onChange,
  onRemove,
}: {
  grid: GridValues;
  errors: PredictionErrors;
  timeZone: string;
  onChange: (grid: GridValues) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const cellErrors = grid.rows.flatMap((row, r) =>
    grid.bookmakers.flatMap((bookmaker, c) => {
      const message = errors[`grid.${r}.${c}`];
      return message
        ? [`${row.market || `Row ${r + 1}`} at ${bookmaker || `bookmaker ${c + 1}`}: ${message}`]
        : [];
    }),
  );
  const messages = [errors.grid, ...cellErrors].filter(Boolean);

  const setBookmaker = (c: number, name: string) =>
    onChange({ ...grid, bookmakers: grid.bookmakers.map((b, i) => (i === c ? name : b)) });
  const setMarket = (r: number, market: string) =>
    onChange({ ...grid, rows: grid.rows.map((row, i) => (i === r ? { ...row, market } : row)) });
  const setPrice = (r: number, c: number, price: string) =>
    onChange({
      ...grid,
      rows: grid.rows.map((row, i) =>
        i === r ? { ...row, prices: row.prices.map((p, j) => (j === c ? price : p)) } : row,
      ),
    });
  const addBookmaker = () =>
    onChange({
      ...grid,
      bookmakers: [...grid.bookmakers, ''],
      rows: grid.rows.map((row) => ({ ...row, prices: [...row.prices, ''] })),
    });
  const removeBookmaker = (c: number) =>
    onChange({
      ...grid,
      bookmakers: grid.bookmakers.filter((_, i) => i !== c),
      rows: grid.rows.map((row) => ({ ...row, prices: row.prices.filter((_, i) => i !== c) })),
    });
  const addRow = () =>
    onChange({
      ...grid,
      rows: [...grid.rows, { market: '', prices: grid.bookmakers.map(() => '') }],
    });
  const removeRow = (r: number) => onChange({ ...grid, rows: grid.rows.filter((_, i) => i !== r) });

  const cellClass = `${controlClass} min-w-24`;
  const bookmakerName = (c: number) => grid.bookmakers[c] || `bookmaker ${c + 1}`;
  const rowName = (r: number) => grid.rows[r]?.market || `row ${r + 1}`;

  return (
    <fieldset
      className="min-w-0 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:p-4 dark:border-ink-700"
      aria-describedby={messages.length ? errorId : undefined}
    >
      <legend className={`${labelClass} px-1`}>Odds grid</legend>
      <div className="grid grid-cols-1 gap-4">
        <TextField
          label="Odds as of"
          hint={`Time in ${timeZone}`}
          error={errors.gridAsOf}
          type="datetime-local"
          name="grid_as_of"
          value={grid.asOf}
          onChange={(event) => onChange({ ...grid, asOf: event.target.value })}
          className="sm:max-w-xs"
        />
        <SideScroll label="Odds grid prices">
          <table className="w-full border-separate border-spacing-1 p-1 text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className={`${labelClass} align-bottom`}>
                  Market
                </th>
                {grid.bookmakers.map((bookmaker, c) => (
                  <th key={c} scope="col" className="font-normal">
                    <input
                      aria-label={`Bookmaker ${c + 1}`}
                      placeholder={`Bookmaker ${c + 1}`}
                      className={cellClass}
                      value={bookmaker}
                      onChange={(event) => setBookmaker(c, event.target.value)}
                    />
                  </th>
                ))}
                <td />
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row" className="font-normal">
                    <input
                      aria-label={`Row ${r + 1} market`}
                      placeholder="Market"
                      className={cellClass}
                      value={row.market}
                      onChange={(event) => setMarket(r, event.target.value)}
                    />
                  </th>
                  {row.prices.map((price, c) => (
                    <td key={c}>
                      <input
                        aria-label={`${rowName(r)} at ${bookmakerName(c)}`}
                        aria-invalid={errors[`grid.${r}.${c}`] ? true : undefined}
                        aria-describedby={errors[`grid.${r}.${c}`] ? errorId : undefined}
                        placeholder="Price"
                        className={cellClass}
                        value={price}
                        onChange={(event) => setPrice(r, c, event.target.value)}
                      />
                    </td>
                  ))}
                  <td className="w-0">
                    {grid.rows.length > 1 && (
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm')}
                        aria-label={`Remove ${rowName(r)}`}
                        onClick={() => removeRow(r)}
                      >
                        ×
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            {grid.bookmakers.length > 1 && (
              <tfoot>
                <tr>
                  <td />
                  {grid.bookmakers.map((_, c) => (
                    <td key={c} className="text-center">
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm')}
                        aria-label={`Remove ${bookmakerName(c)}`}
                        onClick={() => removeBookmaker(c)}
                      >
                        ×
                      </button>
                    </td>
                  ))}
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </SideScroll>
        {messages.length > 0 && (
          <div id={errorId} className={errorTextClass}>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={grid.bookmakers.length >= MAX_BOOKMAKERS}
            onClick={addBookmaker}
          >
            Add bookmaker
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={grid.rows.length >= MAX_ROWS}
            onClick={addRow}
          >
            Add market row
          </button>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemove}>
            Remove the odds grid
          </button>
        </div>
      </div>
    </fieldset>
  );
}
