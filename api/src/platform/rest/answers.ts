import type { ISchema } from 'yup';

/*
 * What a REST route answers on success, declared once: the adapter's type check holds `handle` to it and
 * the OpenAPI document describes it (openapi.ts). An answer GraphQL also gives is its type-graphql class;
 * an answer GraphQL does not have is built here from the classes and core/ yup schemas it is made of.
 */

/** A type-graphql object type class: the GraphQL type of the same name describes the answer. */
export type AnswerClass = abstract new (...args: never[]) => object;

/** An object of named fields, each an answer: a REST answer that GraphQL does not have as one type. */
export class AnswerObject<F extends Record<string, RouteAnswer> = Record<string, RouteAnswer>> {
  constructor(
    /** Its name among the document's schemas (components), never a GraphQL type's name. */
    readonly name: string,
    readonly fields: F,
    readonly description: string,
    /** The answer of every other field, when there may be more (`additionalProperties`). */
    readonly others?: RouteAnswer,
  ) {}
}

/** One of several answers: which one depends on the request (the description says how). */
export class AnswerChoice<A extends readonly RouteAnswer[] = readonly RouteAnswer[]> {
  constructor(
    readonly answers: A,
    readonly description: string,
  ) {}
}

/** An answer, or `null` where there is nothing to answer with. */
export class NullableAnswer<A extends RouteAnswer = RouteAnswer> {
  constructor(readonly answer: A) {}
}

/** A core/ yup schema, as far as an answer needs it: the type it stands for. */
type YupAnswer = Pick<ISchema<unknown>, '__outputType'>;

/**
 * A route's success answer: the type-graphql class its service returns (GraphQL's type of that name), a
 * list of one (`[Altar]`), a core/ yup schema (`{ message }`), or one built of those with answerObject(),
 * oneOfAnswers() and orNull().
 */
export type RouteAnswer =
  AnswerClass | readonly RouteAnswer[] | YupAnswer | AnswerObject | AnswerChoice | NullableAnswer;

export const answerObject = <F extends Record<string, RouteAnswer>>(
  name: string,
  description: string,
  fields: F,
  others?: RouteAnswer,
) => new AnswerObject(name, fields, description, others);

export const oneOfAnswers = <A extends readonly RouteAnswer[]>(description: string, ...answers: A) =>
  new AnswerChoice(answers, description);

export const orNull = <A extends RouteAnswer>(answer: A) => new NullableAnswer(answer);

/**
 * The value a declared answer stands for: what a route's `handle` must resolve to. Any answer at all (the
 * constraint itself, while a route's own is still being inferred) stands for any value.
 */
export type AnswerValue<R> = [RouteAnswer] extends [R] ? unknown : ValueOf<R>;

type ValueOf<R> = R extends YupAnswer
  ? R['__outputType']
  : R extends AnswerClass
    ? InstanceType<R>
    : R extends readonly (infer E)[]
      ? AnswerValue<E>[]
      : R extends NullableAnswer<infer A>
        ? AnswerValue<A> | null
        : R extends AnswerChoice<infer A>
          ? AnswerValue<A[number]>
          : R extends AnswerObject<infer F>
            ? { [K in keyof F]: AnswerValue<F[K]> }
            : unknown;
