import { z } from 'zod';

/** How deep a request's JSON may nest: our contracts need 4 levels; 32 leaves room and stops abuse. */
export const MAX_REQUEST_DEPTH = 32;

export const UNSAFE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired UTF-16 surrogates';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL (UTF-8 text) can store the string: no NUL, no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A text field any contract can use: refuses what PostgreSQL cannot store, with a clear message. */
export const safeTextSchema = z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });

export type UnsafeInput = { path: string; reason: 'text' | 'depth' };

/**
 * Walks a parsed request part (body, query) without recursion and names the first string or key that
 * PostgreSQL could not store, or the first value nested deeper than MAX_REQUEST_DEPTH.
 */
export function findUnsafeInput(value: unknown, root: string): UnsafeInput | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isSafeText(item.value)) return { path: item.path, reason: 'text' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_REQUEST_DEPTH) return { path: item.path, reason: 'depth' };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (!isSafeText(key)) return { path, reason: 'text' };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}
