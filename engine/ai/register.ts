/**
 * How a site addresses its reader, where a phrasebook has both forms: Spanish *voseo* (Argentina, Uruguay,
 * Paraguay, Central America: "Traé tu prenda", "Escribinos", "Pagás con tarjeta") against *tú*, and the informal
 * "du", "tu", "je" of German, French and Dutch sites against "Sie", "vous", "u". The ads follow the site's own
 * register: a tailor who writes "Agendá" is not advertised with "Agenda tu cita".
 */

export type Register = 'voseo' | 'informal' | null;

/**
 * Voseo forms that no *tú* or *usted* form and no other Spanish word writes the same: present tense ("tenés",
 * "pagás"), imperatives stressed on the last syllable ("traé", "agendá") and with a pronoun ("escribinos",
 * "contanos"). Not the ones a first-person past shares ("pedí", "elegí", "escribí").
 */
const VOSEO = new Set(
  [
    'vos',
    'tenés',
    'podés',
    'querés',
    'sabés',
    'pagás',
    'necesitás',
    'buscás',
    'llevás',
    'elegís',
    'venís',
    'traés',
    'hacés',
    'decís',
    'mirás',
    'encontrás',
    'preferís',
    'traé',
    'vení',
    'agendá',
    'reservá',
    'llamá',
    'consultá',
    'mirá',
    'comprá',
    'hacé',
    'dejá',
    'contactá',
    'visitá',
    'sacá',
    'encontrá',
    'conocé',
    'probá',
    'aprovechá',
    'pasá',
    'acercate',
    'sumate',
    'registrate',
    'suscribite',
    'animate',
    'escribinos',
    'llamanos',
    'contactanos',
    'consultanos',
    'visitanos',
    'seguinos',
    'decinos',
    'mandanos',
    'contanos',
    'escribime',
    'llamame',
    'avisanos',
    'pedinos',
    'traenos',
  ].map((form) => form.normalize('NFC')),
);

/** Informal and formal address where a phrasebook writes one of them, as whole words (case matters for German "Sie"). */
const ADDRESS: Record<string, { informal: RegExp; formal: RegExp }> = {
  de: { informal: /(?<![\p{L}])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}])/gu, formal: /(?<=\p{Ll}\s)(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}])/gu },
  fr: { informal: /(?<![\p{L}])(tu|toi|ton|ta|tes|t['’]|te)(?![\p{L}])/giu, formal: /(?<![\p{L}])(vous|votre|vos)(?![\p{L}])/giu },
  nl: { informal: /(?<![\p{L}])(je|jij|jou|jouw)(?![\p{L}])/giu, formal: /(?<![\p{L}])(u|uw)(?![\p{L}])/giu },
};

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** The register the site's own text writes in, where it tells one; null where it writes the phrasebook's usual form or says too little. */
export function siteRegister(text: string, language: string | null | undefined): Register {
  if (language === 'es') {
    const words = new Set(text.normalize('NFC').toLowerCase().split(/[^\p{L}]+/u));
    const forms = [...VOSEO].filter((form) => words.has(form));
    return forms.length >= 2 ? 'voseo' : null;
  }
  const address = language ? ADDRESS[language] : undefined;
  if (!address) return null;
  const informal = count(text, address.informal);
  return informal >= 2 && informal > count(text, address.formal) ? 'informal' : null;
}
