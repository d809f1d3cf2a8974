import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A template rendered as mail clients need it: HTML and its plain-text alternative. */
export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
