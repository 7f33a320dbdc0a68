/**
 * The workflows' expressions (`${{ … }}` and `if:`), evaluated with GitHub's own expression
 * library (@actions/expressions) over the contexts a job gives, with the job status functions.
 */
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';

type ExpressionData = data.ExpressionData;

/** Parses and evaluates one expression (without its `${{ }}`). */
function evaluate(
  expression: string,
  contexts: Record<string, unknown>,
  status: { success: boolean; failure: boolean },
): ExpressionData {
  const lexed = new Lexer(expression).lex();
  const functions = [
    { name: 'success', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status.success) },
    { name: 'failure', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status.failure) },
    { name: 'cancelled', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
    { name: 'always', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
    // Only cache keys use it, and the caches are stand-ins here.
    { name: 'hashFiles', minArgs: 1, maxArgs: 255, call: () => new data.StringData('local') },
  ];
  const parsed = new Parser(lexed.tokens, Object.keys(contexts), functions).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  // The evaluator looks functions up by their lower-case names.
  return new Evaluator(
    parsed,
    context,
    new Map(functions.map((f) => [f.name.toLowerCase(), f])),
  ).evaluate();
}

/** A string with every `${{ … }}` replaced by its value. */
export function interpolate(
  text: string,
  contexts: Record<string, unknown>,
  status = { success: true, failure: false },
): string {
  return text.replace(/\$\{\{(.+?)\}\}/gs, (_, expression: string) =>
    evaluate(expression.trim(), contexts, status).coerceString(),
  );
}

/** An `if:` (with or without `${{ }}`) as true or false. */
export function condition(
  text: string | undefined,
  contexts: Record<string, unknown>,
  status: { success: boolean; failure: boolean },
): boolean {
  const expression = (text ?? 'success()').trim().replace(/^\$\{\{(.+)\}\}$/s, '$1');
  return truthy(evaluate(expression, contexts, status));
}

/** GitHub's truthiness: null, false, 0 and '' are false, all else true. */
function truthy(value: ExpressionData): boolean {
  switch (value.kind) {
    case data.Kind.Null:
      return false;
    case data.Kind.Boolean:
      return value.coerceString() === 'true';
    case data.Kind.Number:
      return value.number() !== 0 && !Number.isNaN(value.number());
    case data.Kind.String:
      return value.coerceString() !== '';
    default:
      return true;
  }
}
