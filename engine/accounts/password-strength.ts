import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { errors } from '../../schema/errors';

/**
 * zxcvbn's score is 0 (too guessable) to 4; 3 means "safely unguessable: moderate protection from
 * offline slow-hash attacks" (about 10^8 guesses), the level its authors recommend as a floor.
 * 12345678, eight spaces, "password1" and a keyboard walk all score 0 or 1.
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a few hundred milliseconds to index. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return factory;
}

/**
 * Refuses a common or trivial password (a maintained list: zxcvbn's common passwords, English
 * words and names, keyboard patterns, repeats and sequences), also one made of the account's own
 * e-mail or name, with a message that says what to do. Wherever a password is set, call this.
 */
export function assertStrongPassword(password: string, userInputs: string[] = []): void {
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[^a-z0-9]+/)).filter((part) => part.length >= 3);
  const result = zxcvbn().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const hint = result.feedback.warning ? `${result.feedback.warning}. ` : '';
  const message = `This password is too easy to guess. ${hint}Use a few unrelated words or a longer passphrase.`;
  throw errors.validation(message, { password: message });
}
