/** The type a sender of a call's input writes, from the schema the receiver parses it with. */
import type { z } from 'zod';

/** Keys a sender may leave out: the optional keys of the schema's input. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** What a sender puts in: the parsed types, with the keys the schema lets it leave out optional. */
type SentOne<S extends z.ZodType> = S extends z.ZodType
  ? Flat<
      Omit<z.output<S>, OptionalKeys<z.input<S>>> &
        Partial<Pick<z.output<S>, OptionalKeys<z.input<S>> & keyof z.output<S>>>
    >
  : never;
export type Sent<S extends z.ZodType> =
  S extends z.ZodUnion<infer Options extends readonly z.ZodType[]>
    ? SentOne<Options[number]>
    : SentOne<S>;
