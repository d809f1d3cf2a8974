/**
 * What an expert excludes for every local business, in the languages no phrasebook speaks: people looking for
 * a job or a wage, for something free, for a course or a tutorial, or for how to do it themselves. Only words
 * locals type; a language missing here gets none (its plan still excludes what the site rules out). The
 * phrasebook languages keep theirs in `phrasebook.ts`.
 */
export interface GenericNegatives {
  /** Jobs, pay, free, courses and "how to". */
  negatives: readonly string[];
  /** Which of them say "free": a site that gives something free keeps them off. */
  free: readonly string[];
  /** Doing it oneself, for trades people might do themselves. */
  diyNegatives: readonly string[];
}

const NONE: GenericNegatives = { negatives: [], free: [], diyNegatives: [] };

const words = (jobs: string[], free: string[], learn: string[], diy: string[] = []): GenericNegatives => ({ negatives: [...jobs, ...free, ...learn], free, diyNegatives: diy });

/** Serbian and Bosnian searches, typed in Latin letters whichever script the site writes. */
const SERBIAN = words(['posao', 'poslovi', 'oglasi za posao', 'plata'], ['besplatno'], ['kurs', 'obuka', 'kako'], ['uradi sam']);

const GENERIC_NEGATIVES: Record<string, GenericNegatives> = {
  el: words(['εργασία', 'θέσεις εργασίας', 'αγγελίες εργασίας', 'μισθός'], ['δωρεάν'], ['μαθήματα', 'σεμινάριο', 'πώς να', 'πως να'], ['μόνος σου']),
  tr: words(['iş ilanı', 'iş ilanları', 'eleman ilanı', 'maaş'], ['ücretsiz', 'bedava'], ['kurs', 'eğitim', 'nasıl yapılır'], ['kendin yap']),
  hu: words(['állás', 'állások', 'állásajánlat'], ['ingyen', 'ingyenes'], ['tanfolyam', 'képzés', 'hogyan'], ['házilag', 'csináld magad']),
  ro: words(['locuri de muncă', 'locuri de munca', 'angajare', 'angajări', 'salariu'], ['gratuit', 'gratis'], ['curs', 'cursuri', 'cum să', 'cum sa'], ['singur']),
  fi: words(['työpaikat', 'avoimet työpaikat', 'rekry', 'palkka'], ['ilmainen', 'ilmaiseksi'], ['kurssi', 'koulutus', 'miten'], ['tee se itse', 'itse']),
  et: words(['tööpakkumised', 'töökuulutused', 'palk'], ['tasuta'], ['koolitus', 'kursus', 'kuidas'], ['tee ise']),
  sk: words(['práca', 'ponuka práce', 'brigáda', 'plat'], ['zadarmo'], ['kurz', 'školenie', 'návod'], ['svojpomocne', 'urob si sám']),
  sl: words(['zaposlitev', 'prosta delovna mesta', 'plača'], ['brezplačno'], ['tečaj', 'izobraževanje', 'kako'], ['naredi sam']),
  hr: words(['posao', 'poslovi', 'oglasi za posao', 'plaća'], ['besplatno'], ['tečaj', 'edukacija', 'kako'], ['napravi sam', 'uradi sam']),
  sr: SERBIAN,
  bs: SERBIAN,
  lt: words(['darbo skelbimai', 'darbas', 'atlyginimas'], ['nemokamai', 'nemokamas'], ['kursai', 'mokymai', 'kaip'], ['pasidaryk pats']),
  lv: words(['darba sludinājumi', 'vakances', 'darbs', 'alga'], ['bezmaksas'], ['kursi', 'apmācības', 'kā'], ['dari pats']),
  id: words(['lowongan', 'lowongan kerja', 'loker', 'gaji'], ['gratis'], ['kursus', 'pelatihan', 'cara', 'tutorial'], ['sendiri']),
  ms: words(['jawatan kosong', 'kerja kosong', 'gaji'], ['percuma'], ['kursus', 'latihan', 'cara', 'tutorial'], ['sendiri']),
  vi: words(['tuyển dụng', 'việc làm', 'lương'], ['miễn phí'], ['khóa học', 'cách', 'hướng dẫn'], ['tự làm']),
  tl: words(['trabaho', 'hiring', 'sahod'], ['libre'], ['kurso', 'paano']),
  is: words(['laus störf', 'atvinna', 'laun'], ['ókeypis'], ['námskeið', 'hvernig']),
  sq: words(['vende pune', 'oferta pune', 'paga'], ['falas'], ['kurs', 'trajnim', 'si të']),
  ca: words(['feina', 'ofertes de feina', 'treball', 'sou'], ['gratis', 'gratuït'], ['curs', 'formació', 'com fer'], ['fes-ho tu mateix']),
  ru: words(['вакансии', 'работа', 'зарплата'], ['бесплатно'], ['курсы', 'обучение', 'как'], ['своими руками']),
  uk: words(['вакансії', 'робота', 'зарплата'], ['безкоштовно'], ['курси', 'навчання', 'як'], ['своїми руками']),
  bg: words(['работа', 'обяви за работа', 'заплата'], ['безплатно'], ['курс', 'курсове', 'обучение', 'как'], ['направи си сам']),
  ar: words(['وظائف', 'وظيفة', 'راتب'], ['مجانا', 'مجاني'], ['دورة', 'دورات', 'كيفية', 'طريقة']),
  he: words(['דרושים', 'משרות', 'משכורת'], ['חינם', 'בחינם'], ['קורס', 'איך'], ['בעצמך']),
  fa: words(['استخدام', 'حقوق'], ['رایگان'], ['دوره', 'آموزش', 'چگونه']),
  ja: words(['求人', 'バイト', 'アルバイト', '採用', '給料'], ['無料'], ['講座', 'やり方', '方法'], ['自分で']),
  // Simplified and traditional characters alike: the mainland, Taiwan and Hong Kong. Not 工作 ("work"): 工作室 is a studio.
  zh: words(['招聘', '徵才', '求职', '薪水'], ['免费', '免費'], ['课程', '課程', '培训', '培訓', '教程', '怎么', '怎麼', '如何'], ['自己动手', '自己動手']),
  ko: words(['채용', '구인', '알바', '아르바이트', '월급'], ['무료'], ['강좌', '교육', '방법', '하는 법'], ['셀프']),
  th: words(['สมัครงาน', 'หางาน', 'เงินเดือน'], ['ฟรี'], ['คอร์ส', 'สอน', 'วิธี'], ['ทำเอง']),
};

/** The generic negatives of a language no phrasebook speaks; none for a language we do not know. */
export function genericNegatives(language: string | null | undefined): GenericNegatives {
  return (language && GENERIC_NEGATIVES[language]) || NONE;
}
