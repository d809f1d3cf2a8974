import { describe, expect, it } from 'vitest';
import { pageCandidates, rankCandidates } from './choose-pages';
import { extractPageContent } from './extract-page-content';
import { linkKind } from './link-kinds';

const kind = (path: string, text = '') => linkKind(new URL(path, 'https://site.test'), text);

describe('linkKind', () => {
  it.each([
    ['/leistungen', 'offers'], ['/prestations', 'offers'], ['/servicios', 'offers'], ['/servizi', 'offers'], ['/diensten', 'offers'], ['/servicos', 'offers'], ['/uslugi', 'offers'], ['/tjanster', 'offers'], ['/palvelut', 'offers'], ['/sluzby', 'offers'], ['/hizmetlerimiz', 'offers'], ['/услуги', 'offers'],
    ['/preise', 'prices'], ['/tarifs', 'prices'], ['/precios', 'prices'], ['/prezzi', 'prices'], ['/prijzen', 'prices'], ['/precos', 'prices'], ['/cennik', 'prices'], ['/priser', 'prices'], ['/hinnasto', 'prices'], ['/cenik', 'prices'],
    ['/service-areas', 'areas'], ['/areas-we-serve', 'areas'], ['/einsatzgebiet', 'areas'], ['/werkgebied', 'areas'], ['/practice-areas', 'offers'],
    ['/ueber-uns', 'about'], ['/qui-sommes-nous', 'about'], ['/chi-siamo', 'about'], ['/over-ons', 'about'], ['/o-nas', 'about'], ['/kontakt', 'contact'], ['/contatti', 'contact'],
  ])('%s is %s', (path, expected) => expect(kind(path)).toBe(expected));

  it.each([
    '/blog/how-to-unclog-a-drain', '/news', '/2023/05/spring-offer', '/careers', '/jobs', '/karriere', '/recrutement', '/trabaja-con-nosotros', '/vacatures', '/kariera', '/vrijwilligers', '/volunteer', '/ehrenamt', '/privacy-policy', '/terms-of-service',
    '/impressum', '/datenschutz', '/mentions-legales', '/aviso-legal', '/privacybeleid', '/polityka-prywatnosci', '/cart', '/my-account', '/warenkorb', '/panier', '/koszyk', '/aktuelles', '/actualites', '/noticias', '/nieuws', '/aktualnosci',
  ])('%s is never read', (path) => expect(kind(path)).toBe('skip'));

  it('skips by the link words too, and not a trade whose name holds such a word', () => {
    expect(kind('/x', 'Our Blog')).toBe('skip');
    expect(kind('/x', "We're hiring!")).toBe('skip');
    expect(kind('/x', 'Read our privacy policy')).toBe('skip');
    expect(kind('/odd-jobs', 'Odd Jobs')).toBeNull();
    expect(kind('/golf-cart-repair', 'Golf Cart Repair')).toBeNull();
    expect(kind('/cookies', 'Cookies')).toBeNull();
  });
});

describe('pageCandidates', () => {
  const site = { homeUrl: 'https://site.test/', language: 'en' };
  const candidates = (nav: string, main = '') => pageCandidates({ url: site.homeUrl, content: extractPageContent(`<html><body><header>${nav}</header><main>${main}</main></body></html>`, site.homeUrl) }, 'home', site);

  it("reads a dropdown's children as pages of one service, whatever the menu's markup", () => {
    const wordpress = candidates('<nav><ul><li><a href="/">Home</a></li><li><a href="/what-we-do/">What We Do</a><ul class="sub-menu"><li><a href="/roof-repair/">Roof Repair</a></li></ul></li></ul></nav>');
    expect(wordpress.map(({ url, role }) => [new URL(url).pathname, role])).toEqual([['/what-we-do/', 'offers'], ['/roof-repair/', 'detail']]);
    const bootstrap = candidates('<nav><ul class="navbar-nav"><li class="nav-item"><a href="/about">About</a></li><li class="dropdown"><a class="dropdown-toggle" href="#">Leistungen</a><ul class="dropdown-menu"><li><a href="/badsanierung">Badsanierung</a></li></ul></li></ul></nav>');
    expect(bootstrap.map(({ url, role }) => [new URL(url).pathname, role])).toEqual([['/about', 'about'], ['/badsanierung', 'detail']]);
    const folder = candidates('<div class="header-nav"><div class="folder"><div class="folder-title">Areas</div><div class="folder-content"><a href="/plumber-auburn">Auburn</a><a href="/plumber-chatham">Chatham</a></div></div></div>');
    expect(folder.map(({ role }) => role)).toEqual(['area-detail', 'area-detail']);
  });

  it('reads a link named like a service the page lists; leaves files, other languages and footer-only pages alone', () => {
    const found = candidates(
      '<nav><a href="/fr/services">Français</a><a href="/gallery">Gallery</a></nav>',
      '<section><h2>Our Services</h2><ul><li>Tree Removal</li><li>Stump Grinding</li></ul></section><a href="/tree-removal/">Learn more</a><a href="/brochure.pdf">Brochure</a><a href="/random-page">Random</a>',
    );
    expect(found.map(({ url, role }) => [new URL(url).pathname, role])).toEqual([['/gallery', 'aside'], ['/tree-removal/', 'detail']]);
  });

  it('ranks services first, then lets prices, areas, about and contact in among the pages of one service', () => {
    const found = candidates(
      `<nav><ul><li><a href="/contact">Contact</a></li><li><a href="/about">About</a></li><li><a href="/areas">Areas</a></li><li><a href="/pricing">Pricing</a></li>
      <li><a href="/services">Services</a><ul>${['a', 'b', 'c', 'd', 'e'].map((slug) => `<li><a href="/${slug}">Service ${slug}</a></li>`).join('')}</ul></li></ul></nav>`,
    );
    expect(rankCandidates(found).map(({ url }) => new URL(url).pathname)).toEqual(['/services', '/pricing', '/a', '/areas', '/b', '/about', '/c', '/d', '/contact', '/e']);
  });
});
