/**
 * A text in which `backticked` parts are commands or settings, shown as code: the admin's
 * explanations of what is done on the server, and the server's messages that name a command.
 *   <WithCode text="Run `npm run restore -- <file>` on the server." />
 */
import { codeClass } from './styles';

export function WithCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className={codeClass}>
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
