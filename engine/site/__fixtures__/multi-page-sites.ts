import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small websites of several pages for analyze-site.test.ts, written for these tests (not the AI fixtures of
 * tests/fixtures/sites/): a plumber whose services are pages in a nav dropdown, a window cleaner whose home page is a
 * hero and whose services, their pages and prices are a level down, a roofer whose towns each have a page, a tiler in German, a cleaner in French and a
 * physiotherapist in Spanish; each links posts, careers and legal pages that must never be read.
 *
 *   serveSite(routes) => Promise<TestSite>   serves one site at the root of its own origin and records each request
 */

export type Route = string | { html?: string; status?: number; delayMs?: number; location?: string };

export interface TestSite {
  origin: string;
  url: (path?: string) => string;
  /** The paths requested, in order. */
  requests: string[];
  /** The most requests answered at once. */
  mostAtOnce: () => number;
  server: Server;
  close: () => Promise<void>;
}

export async function serveSite(routes: Record<string, Route>): Promise<TestSite> {
  const requests: string[] = [];
  let open = 0;
  let most = 0;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const route = routes[path] ?? routes[path.replace(/\/$/, '')] ?? { status: 404, html: '<h1>Not found</h1>' };
    const { html = '', status = 200, delayMs = 0, location } = typeof route === 'string' ? { html: route } : route;
    open++;
    most = Math.max(most, open);
    const timer = setTimeout(() => {
      open--;
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...(location ? { location } : {}) }).end(html);
    }, delayMs);
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableEnded) open--;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = '/') => `${origin}${path}`,
    requests,
    mostAtOnce: () => most,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function page(lang: string, title: string, nav: string, main: string, footer = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>
<header class="site-header">${nav}</header>
<main>${main}</main>
<footer class="site-footer">${footer}</footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// A plumber: each service a page of its own in the "Services" dropdown, towns only on the areas page
// ---------------------------------------------------------------------------------------------

const PLUMBER_NAV = `<nav class="main-navigation"><ul class="menu">
  <li><a href="/">Home</a></li>
  <li class="menu-item-has-children"><span>Services</span>
    <ul class="sub-menu">
      <li><a href="/drain-cleaning/">Drain Cleaning</a></li>
      <li><a href="/water-heater-repair/">Water Heater Repair</a></li>
      <li><a href="/sewer-line-replacement/">Sewer Line Replacement</a></li>
      <li><a href="/leak-detection/">Leak Detection</a></li>
    </ul>
  </li>
  <li><a href="/areas-we-serve/">Areas We Serve</a></li>
  <li><a href="/blog/">Blog</a></li>
  <li><a href="/careers/">Careers</a></li>
  <li><a href="/about-us/">About</a></li>
  <li><a href="/contact/">Contact</a></li>
</ul></nav>`;
const PLUMBER_FOOTER = '<p>Call (217) 555-0143</p><a href="/privacy-policy/">Privacy Policy</a> <a href="/terms-of-service/">Terms of Service</a>';
const plumberPage = (title: string, main: string) => page('en-US', `${title} | Cedar Ridge Plumbing`, PLUMBER_NAV, main, PLUMBER_FOOTER);
const servicePage = (h1: string, text: string) => plumberPage(h1, `<h1>${h1}</h1><p>${text}</p><a href="/contact/">Book a plumber</a>`);

export const DROPDOWN_PLUMBER: Record<string, Route> = {
  '/': plumberPage(
    'Home',
    `<section class="hero"><h1>Plumbing done right the first time</h1><p>Family-owned since 1998. Licensed and insured.</p><a href="/contact/">Get a Free Estimate</a></section>
     <section class="banner"><h2>We're hiring!</h2><p>Join our team of licensed plumbers.</p><a href="/careers/">We're hiring</a></section>
     <section><h2>From our blog</h2><a href="/blog/how-to-unclog-a-drain/">How to unclog a drain yourself</a></section>`,
  ),
  '/drain-cleaning/': servicePage('Drain Cleaning in Springfield, IL', 'We clear clogged kitchen and bathroom drains with a camera inspection first.'),
  '/water-heater-repair/': servicePage('Water Heater Repair', 'Tank and tankless water heaters repaired the same day.'),
  '/sewer-line-replacement/': servicePage('Sewer Line Replacement', 'Trenchless sewer line replacement with a 25-year warranty.'),
  '/leak-detection/': servicePage('Leak Detection', 'Hidden leaks found with acoustic equipment, no torn-up floors.'),
  '/areas-we-serve/': plumberPage(
    'Areas We Serve',
    `<h1>Areas We Serve</h1><section><h2>Service Areas</h2><ul><li>Springfield</li><li>Chatham</li><li>Auburn</li><li>Rochester</li><li>Pawnee</li></ul></section>`,
  ),
  '/about-us/': plumberPage('About', '<h1>About Cedar Ridge Plumbing</h1><p>Three generations of plumbers, serving Springfield since 1998.</p>'),
  '/contact/': plumberPage('Contact', '<h1>Contact us</h1><p>Call (217) 555-0143 or write to office@cedarridge.test.</p>'),
  '/blog/': plumberPage('Blog', '<h1>Blog</h1><a href="/blog/how-to-unclog-a-drain/">How to unclog a drain yourself</a>'),
  '/blog/how-to-unclog-a-drain/': plumberPage('How to unclog a drain', '<h1>How to unclog a drain yourself</h1><p>DIY: pour boiling water and baking soda, then use a drain snake.</p>'),
  '/careers/': plumberPage('Careers', '<h1>Careers</h1><p>Apprentice plumbers wanted: $28 an hour, paid training.</p>'),
  '/privacy-policy/': plumberPage('Privacy Policy', '<h1>Privacy Policy</h1><p>We store your e-mail address for 30 days.</p>'),
  '/terms-of-service/': plumberPage('Terms', '<h1>Terms of Service</h1><p>Invoices are due within 14 days.</p>'),
};

// ---------------------------------------------------------------------------------------------
// A window cleaner: the home page a hero; services, their pages and prices one level down
// ---------------------------------------------------------------------------------------------

const CLEANER_NAV = `<nav><a href="/">Home</a> <a href="/services/">Services</a> <a href="/pricing/">Pricing</a> <a href="/about/">About</a> <a href="/contact/">Contact</a> <a href="/news/">News</a> <a href="/cart/">Cart</a></nav>`;
const cleanerPage = (title: string, main: string) => page('en', `${title} | Clearview Window Co.`, CLEANER_NAV, main, '<a href="/imprint/">Imprint</a> <a href="/jobs/">Jobs</a>');
const card = (name: string, slug: string, text: string) => `<article><h3>${name}</h3><p>${text}</p><a href="/services/${slug}/">Learn more</a></article>`;

export const HUB_CLEANER: Record<string, Route> = {
  '/': cleanerPage('Home', '<section class="hero"><h1>Streak-free windows, every time</h1><p>Portland homes and storefronts since 2011.</p><a href="/services/">See what we do</a></section>'),
  '/services/': cleanerPage(
    'Services',
    `<h1>What we clean</h1><section><h2>Our Services</h2><div class="cards">
      ${card('Window Washing', 'window-washing', 'Inside and out, screens and sills included.')}
      ${card('Gutter Cleaning', 'gutter-cleaning', 'Gutters and downspouts cleared and flushed.')}
      ${card('Pressure Washing', 'pressure-washing', 'Driveways, decks and siding.')}
      ${card('Solar Panel Cleaning', 'solar-panel-cleaning', 'More power from clean panels.')}
    </div></section>`,
  ),
  '/services/window-washing/': cleanerPage('Window Washing', '<h1>Window Washing</h1><p>Pure-water poles reach third-floor windows.</p>'),
  '/services/gutter-cleaning/': cleanerPage('Gutter Cleaning', '<h1>Gutter Cleaning</h1><p>We bag the debris and take it away.</p>'),
  '/services/pressure-washing/': cleanerPage('Pressure Washing', '<h1>Pressure Washing</h1><p>Soft wash for siding, hot water for concrete.</p>'),
  '/services/solar-panel-cleaning/': cleanerPage('Solar Panel Cleaning', '<h1>Solar Panel Cleaning</h1><p>Brushes safe for panel coatings.</p>'),
  '/pricing/': cleanerPage(
    'Pricing',
    `<h1>Pricing</h1><table><tr><th>Service</th><th>Price</th></tr><tr><td>Window washing (up to 20 panes)</td><td>$149</td></tr><tr><td>Gutter cleaning (single storey)</td><td>$119</td></tr></table>`,
  ),
  '/about/': cleanerPage('About', '<h1>About us</h1><p>Two brothers and a ladder, since 2011. Serving Portland, Beaverton and Gresham.</p>'),
  '/contact/': cleanerPage('Contact', '<h1>Contact</h1><p>Call (503) 555-0199.</p>'),
  '/news/': cleanerPage('News', '<h1>News</h1><p>We won a local award in 2019.</p>'),
  '/jobs/': cleanerPage('Jobs', '<h1>Jobs</h1><p>Window cleaners wanted, $24 an hour.</p>'),
};

// ---------------------------------------------------------------------------------------------
// A roofer: each town a page of its own under "Service Areas", the home page naming none
// ---------------------------------------------------------------------------------------------

const ROOFER_NAV = `<nav class="navbar"><ul>
  <li><a href="/">Home</a></li>
  <li><a href="/roof-replacement/">Roof Replacement</a></li>
  <li class="has-dropdown"><a href="/service-areas/">Service Areas</a>
    <ul class="dropdown-menu">
      <li><a href="/service-areas/kettering-oh/">Kettering</a></li>
      <li><a href="/service-areas/beavercreek-oh/">Beavercreek</a></li>
      <li><a href="/service-areas/xenia-oh/">Xenia</a></li>
    </ul>
  </li>
  <li><a href="/contact/">Contact</a></li>
</ul></nav>`;
const rooferPage = (title: string, main: string) => page('en-US', `${title} | Summit Roofing`, ROOFER_NAV, main, '<a href="/privacy/">Privacy</a>');

export const AREAS_ROOFER: Record<string, Route> = {
  '/': rooferPage('Home', '<h1>Roofs built to last</h1><p>Asphalt shingle and metal roofs, installed by our own crews.</p>'),
  '/roof-replacement/': rooferPage('Roof Replacement', '<h1>Roof Replacement</h1><p>Full tear-off and a 50-year shingle warranty.</p>'),
  '/service-areas/': rooferPage('Service Areas', '<h1>Where we work</h1><p>We roof homes across the Miami Valley.</p>'),
  '/service-areas/kettering-oh/': rooferPage('Roofing in Kettering', '<h1>Roofing Contractor in Kettering</h1><p>Storm damage repairs in every Kettering neighborhood.</p>'),
  '/service-areas/beavercreek-oh/': rooferPage('Roofing in Beavercreek', '<h1>Roofing Contractor in Beavercreek</h1><p>New roofs for Beavercreek homes.</p>'),
  '/service-areas/xenia-oh/': rooferPage('Roofing in Xenia', '<h1>Roofing Contractor in Xenia</h1><p>Metal roofs for Xenia farms and homes.</p>'),
  '/contact/': rooferPage('Contact', '<h1>Contact</h1><p>Call (937) 555-0110.</p>'),
};

// ---------------------------------------------------------------------------------------------
// Sites in German, French and Spanish: their own words for services, prices, about, legal pages, careers and news
// ---------------------------------------------------------------------------------------------

interface LocalSite {
  lang: string;
  name: string;
  /** [path, link text] of the navigation, in order. */
  nav: [string, string][];
  footer: [string, string][];
  home: string;
  pages: Record<string, string>;
}

function localSite(site: LocalSite): Record<string, Route> {
  const links = (pairs: [string, string][]) => pairs.map(([path, text]) => `<a href="${path}">${text}</a>`).join(' ');
  const build = (main: string) => page(site.lang, site.name, `<nav>${links(site.nav)}</nav>`, main, links(site.footer));
  return Object.fromEntries([['/', build(site.home)], ...Object.entries(site.pages).map(([path, main]) => [path, build(main)])]);
}

export const TILER_DE = localSite({
  lang: 'de-DE',
  name: 'Fliesen Brandt – Fliesenleger in Kassel',
  nav: [['/', 'Startseite'], ['/leistungen/', 'Leistungen'], ['/preise/', 'Preise'], ['/ueber-uns/', 'Über uns'], ['/aktuelles/', 'Aktuelles'], ['/karriere/', 'Karriere'], ['/kontakt/', 'Kontakt'], ['/en/', 'English']],
  footer: [['/impressum/', 'Impressum'], ['/datenschutz/', 'Datenschutz']],
  home: '<h1>Fliesen Brandt</h1><p>Ihr Meisterbetrieb für Fliesen in Kassel.</p>',
  pages: {
    '/leistungen/': '<h1>Leistungen</h1><section><h2>Unsere Leistungen</h2><ul><li>Badsanierung</li><li>Fliesen verlegen</li><li>Natursteinarbeiten</li></ul></section>',
    '/preise/': '<h1>Preise</h1><ul><li>Badsanierung ab 8.500 €</li><li>Fliesen verlegen ab 45 € pro m²</li></ul>',
    '/ueber-uns/': '<h1>Über uns</h1><p>Seit 1987 arbeiten wir in Kassel, Baunatal und Vellmar.</p>',
    '/kontakt/': '<h1>Kontakt</h1><p>Telefon 0561 123456</p>',
    '/aktuelles/': '<h1>Aktuelles</h1><p>Tipp: Fugen selbst erneuern in drei Schritten.</p>',
    '/karriere/': '<h1>Karriere</h1><p>Wir suchen Fliesenleger (m/w/d), 18 € pro Stunde.</p>',
    '/impressum/': '<h1>Impressum</h1><p>Geschäftsführer: Jan Brandt. USt-IdNr. DE123456789.</p>',
    '/datenschutz/': '<h1>Datenschutzerklärung</h1><p>Wir speichern Ihre Daten.</p>',
    '/en/': '<h1>Tiles in Kassel</h1><p>Our English pages.</p>',
  },
});

export const CLEANER_FR = localSite({
  lang: 'fr-FR',
  name: 'Net & Clair – Nettoyage à Lyon',
  nav: [['/', 'Accueil'], ['/prestations/', 'Nos prestations'], ['/tarifs/', 'Tarifs'], ['/qui-sommes-nous/', 'Qui sommes-nous ?'], ['/actualites/', 'Actualités'], ['/recrutement/', 'Recrutement']],
  footer: [['/mentions-legales/', 'Mentions légales'], ['/politique-de-confidentialite/', 'Politique de confidentialité']],
  home: '<h1>Net & Clair</h1><p>Le nettoyage de vos bureaux à Lyon.</p>',
  pages: {
    '/prestations/': '<h1>Nos prestations</h1><section><h2>Prestations</h2><ul><li>Nettoyage de bureaux</li><li>Nettoyage de vitres</li><li>Remise en état après travaux</li></ul></section>',
    '/tarifs/': '<h1>Tarifs</h1><ul><li>Nettoyage de vitres à partir de 90 €</li></ul>',
    '/qui-sommes-nous/': '<h1>Qui sommes-nous ?</h1><p>Une équipe de douze personnes depuis 2008.</p>',
    '/actualites/': '<h1>Actualités</h1><p>Astuce : nettoyer ses vitres au vinaigre blanc.</p>',
    '/recrutement/': '<h1>Recrutement</h1><p>Nous recrutons des agents d’entretien, 12 € de l’heure.</p>',
    '/mentions-legales/': '<h1>Mentions légales</h1><p>SIRET 123 456 789 00012.</p>',
    '/politique-de-confidentialite/': '<h1>Politique de confidentialité</h1><p>Vos données.</p>',
  },
});

export const PHYSIO_ES = localSite({
  lang: 'es-ES',
  name: 'Fisio Norte – Fisioterapia en Bilbao',
  nav: [['/', 'Inicio'], ['/servicios/', 'Servicios'], ['/precios/', 'Precios'], ['/sobre-nosotros/', 'Sobre nosotros'], ['/blog/', 'Blog'], ['/trabaja-con-nosotros/', 'Trabaja con nosotros']],
  footer: [['/aviso-legal/', 'Aviso legal'], ['/politica-de-privacidad/', 'Política de privacidad'], ['/politica-de-cookies/', 'Política de cookies']],
  home: '<h1>Fisio Norte</h1><p>Tu clínica de fisioterapia en Bilbao.</p>',
  pages: {
    '/servicios/': '<h1>Servicios</h1><section><h2>Nuestros servicios</h2><ul><li>Fisioterapia deportiva</li><li>Punción seca</li><li>Suelo pélvico</li></ul></section>',
    '/precios/': '<h1>Precios</h1><ul><li>Sesión de fisioterapia 40 €</li><li>Bono de 5 sesiones 180 €</li></ul>',
    '/sobre-nosotros/': '<h1>Sobre nosotros</h1><p>Fisioterapeutas colegiados desde 2005.</p>',
    '/blog/': '<h1>Blog</h1><p>Cinco ejercicios para hacer en casa.</p>',
    '/trabaja-con-nosotros/': '<h1>Trabaja con nosotros</h1><p>Buscamos fisioterapeuta, 1.600 € al mes.</p>',
    '/aviso-legal/': '<h1>Aviso legal</h1><p>CIF B12345678.</p>',
    '/politica-de-privacidad/': '<h1>Privacidad</h1><p>Sus datos.</p>',
    '/politica-de-cookies/': '<h1>Cookies</h1><p>Usamos cookies.</p>',
  },
});
