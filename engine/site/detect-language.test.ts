import { describe, expect, it } from 'vitest';
import { guessLanguage } from './detect-language';

describe('guessLanguage', () => {
  it('tells Danish and Norwegian from Swedish and from each other', () => {
    // Catalan read as French by its "de", "la", "des": French writes no "ó" and no "-ció".
    expect(guessLanguage('Reparació de bicicletes a la Vila de Gràcia des de 1985. Revisió completa, canvi de cadena i frens.')).toBe('ca');
    expect(guessLanguage('Réparation de vélos à la Croix-Rousse depuis 1985. Révision complète, changement de chaîne et freins.')).toBe('fr');
    expect(guessLanguage('Vi er et lille familiefirma med fire elektrikere. Vi installerer ikke solceller, og vi har ingen døgnvagt. Ring eller skriv til os for et uforpligtende tilbud, så vender vi tilbage efter en besigtigelse af jeres hus.')).toBe('da');
    expect(guessLanguage('Vi er et lite familiefirma i Bergen, og våre rørleggere har lang erfaring. Ring oss i dag, så hjelper vi deg med det dere trenger etter en befaring.')).toBe('no');
    expect(guessLanguage('Vi är ett litet familjeföretag i Göteborg och våra rörmokare har lång erfarenhet. Vi arbetar inte med gas.')).toBe('sv');
  });
});

describe('Czech against its neighbours', () => {
  it('tells Czech from Polish by its own small words', () => {
    expect(guessLanguage('Jsme rodinné sklenářství a pracujeme v Brně a okolí od roku 1998. Sklo řežeme a brousíme v naší dílně, nebo přijedeme k vám.')).toBe('cs');
    expect(guessLanguage('Nie wykonujemy prac blacharskich. Naprawiamy samochody osobowe i dostawcze oraz serwis klimatyzacji dla klientów z Krakowa.')).toBe('pl');
  });
});

describe('languages no phrasebook speaks, read without `lang`', () => {
  it.each([
    ['ro', 'Suntem un service auto de familie în Cluj-Napoca și lucrăm din 2004. Schimbăm uleiul și plăcuțele de frână pentru toate mărcile, fără programare în zilele lucrătoare. Sunați-ne pentru o ofertă.'],
    ['fi', 'Olemme perheyritys Tampereella ja korjaamme polkupyöriä sekä sähköpyöriä. Huollamme myös lastenpyörät, mutta emme korjaa mopoja. Voit varata ajan verkossa tai soittaa meille.'],
    ['et', 'Oleme väike pereettevõte Tartus ning parandame jalgrattaid ja elektrirattaid. Meie töökoda on avatud tööpäeviti, kõik tööd teeme kiiresti. Broneeri aeg või helista meile, samuti saab kirjutada.'],
    ['sk', 'Sme rodinná firma z Košíc a opravujeme bicykle aj elektrobicykle. Pre našich zákazníkov máme servis do troch dní, alebo si ho môžete objednať online. Ceny sú uvedené nižšie.'],
    ['sl', 'Smo družinsko podjetje iz Maribora, ki se ukvarja s popravili koles in električnih koles. Nudimo tudi servis, ki ga lahko naročite prek spleta, ter hitro menjavo gum po zelo ugodnih cenah.'],
    ['hr', 'Mi smo obiteljski obrt iz Splita koji se bavi popravkom bicikala i električnih bicikala. Nudimo servis u roku od tri dana, a cijene su navedene ispod. Možete nas nazvati ili nam pisati.'],
    ['sr', 'Mi smo porodična firma iz Novog Sada koja se bavi popravkom bicikala. Nudimo servis u roku od tri dana, a cene su navedene ispod. Uvek smo tu za vas, svakog dana osim nedelje.'],
    ['lt', 'Esame šeimos įmonė iš Kauno ir taisome dviračius bei elektrinius dviračius. Mūsų dirbtuvės dirba kiekvieną dieną, o jūsų dviratis bus paruoštas per tris dienas. Skambinkite mums dėl kainos.'],
    ['lv', 'Mēs esam ģimenes uzņēmums Rīgā un remontējam velosipēdus un elektriskos velosipēdus. Mūsu darbnīca ir atvērta arī sestdienās, lai jūsu velosipēds būtu gatavs pēc trim dienām.'],
    ['id', 'Kami adalah bengkel sepeda di Bandung yang melayani servis sepeda dan sepeda listrik. Anda bisa datang langsung atau pesan layanan antar jemput, karena kami juga melayani panggilan ke rumah.'],
    ['ms', 'Kami adalah kedai basikal di Shah Alam yang menawarkan perkhidmatan servis basikal. Anda boleh datang terus ke kedai kami atau hubungi kami kerana kami juga menyediakan perkhidmatan ambil dan hantar.'],
    ['vi', 'Chúng tôi là tiệm sửa xe đạp ở quận 3, Thành phố Hồ Chí Minh. Chúng tôi nhận sửa chữa, bảo dưỡng và thay phụ tùng cho mọi loại xe đạp với giá hợp lý.'],
    ['tl', 'Kami ay isang maliit na talyer ng bisikleta sa Quezon City. Inaayos namin ang mga bisikleta at e-bike ninyo, at hindi po kami naniningil ng dagdag para sa pagtingin.'],
    ['is', 'Við erum lítið fjölskyldufyrirtæki í Reykjavík og gerum við reiðhjól og rafhjól. Þú getur pantað tíma hjá okkur eða komið við á verkstæðinu, það er opið alla virka daga.'],
    ['sq', 'Ne jemi një servis familjar biçikletash në Tiranë dhe riparojmë biçikleta dhe biçikleta elektrike. Çmimet tona janë të ulëta dhe mund të na telefononi ose të na shkruani për çdo pyetje.'],
    ['ca', 'Som un taller familiar de bicicletes a Girona i reparem bicicletes elèctriques i de carretera. També fem revisions completes amb recollida a domicili. Els nostres preus són molt assequibles.'],
  ])('%s', (language, text) => {
    expect(guessLanguage(text)).toBe(language);
  });

  it.each([
    ['ru', 'Мы небольшая семейная мастерская в Казани. Ремонтируем велосипеды и электросамокаты, меняем покрышки и тормоза. Звоните, и мы ответим на все вопросы.'],
    ['uk', 'Ми невелика сімейна майстерня у Львові. Ремонтуємо велосипеди та електросамокати, міняємо покришки і гальма. Телефонуйте, і ми відповімо на всі ваші питання.'],
    ['bg', 'Ние сме малка семейна работилница в Пловдив. Ремонтираме велосипеди и тротинетки, сменяме гуми и спирачки. Обадете ни се и ще отговорим на всички въпроси, които имате към нас.'],
    ['sr', 'Ми смо мала породична радионица у Новом Саду. Поправљамо бицикле и електричне тротинете, мењамо гуме и кочнице. Позовите нас и одговорићемо на сва ваша питања.'],
    ['mk', 'Ние сме мала семејна работилница во Скопје. Поправаме велосипеди и тротинети, менуваме гуми и сопирачки. Јавете ни се и ќе одговориме на сите прашања што ги имате, ѕвонете ни секој ден, ќе ве услужиме.'],
    ['ar', 'نحن ورشة صغيرة لإصلاح الدراجات في الرياض. نقوم بإصلاح الدراجات الهوائية والكهربائية وتغيير الإطارات والفرامل. اتصل بنا وسنجيب على جميع أسئلتك.'],
    ['fa', 'ما یک کارگاه کوچک تعمیر دوچرخه در تهران هستیم. دوچرخه‌های معمولی و برقی را تعمیر می‌کنیم و لاستیک و ترمز را عوض می‌کنیم. با ما تماس بگیرید.'],
    ['ur', 'ہم لاہور میں سائیکل کی مرمت کی ایک چھوٹی ورکشاپ ہیں۔ ہم عام اور برقی سائیکلوں کی مرمت کرتے ہیں اور ٹائر اور بریک بدلتے ہیں۔ ہمیں فون کریں۔'],
    ['ja', '京都市中京区の小さな自転車修理店です。パンク修理、ブレーキ調整、電動アシスト自転車の点検を行っています。お気軽にお電話ください。'],
    ['zh', '我们是位于上海徐汇区的一家小型自行车维修店。提供补胎、刹车调整和电动自行车检修服务。欢迎来电咨询。'],
    ['th', 'เราเป็นร้านซ่อมจักรยานเล็กๆ ในเชียงใหม่ รับซ่อมจักรยานและจักรยานไฟฟ้า เปลี่ยนยางและเบรก โทรหาเราได้ทุกวัน'],
    ['bn', 'আমরা ঢাকার একটি ছোট সাইকেল মেরামতের দোকান। আমরা সাধারণ ও বৈদ্যুতিক সাইকেল মেরামত করি এবং টায়ার ও ব্রেক বদলাই।'],
  ])('%s by its letters', (language, text) => {
    expect(guessLanguage(text)).toBe(language);
  });

  it('a Cyrillic or Arabic-script text whose letters do not tell is not guessed', () => {
    expect(guessLanguage('Велосипеди, тротинетки, гуми, спирачки, вериги, педали, седалки')).toBeNull();
  });

  it.each([
    ['en', 'We are a family bike shop in Leeds and we repair all makes of bikes, with the parts you need. Our mechanics also service e-bikes from Bosch and Shimano, and we offer a free safety check.'],
    ['en', 'Our café serves phở, bánh mì and bún chả from a family recipe. We are open for lunch and dinner, and you can order online for collection from our shop in Hackney.'],
    ['en', 'We repair bikes in Helsinki and Tallinn. Our team speaks English, and we fix punctures, brakes and gears for all makes. Visit our workshop at Mannerheimintie or book online.'],
    ['es', 'Somos un taller familiar de bicicletas en Valencia. Reparamos bicicletas eléctricas y de carretera con las mejores piezas, y los precios son más bajos que en la ciudad. Llámanos para pedir cita.'],
    ['it', 'Siamo una piccola officina di biciclette a Bologna. Ripariamo bici elettriche e da corsa, con ricambi originali, e il preventivo è gratuito. Non ripariamo motorini. Chiamaci per un appuntamento.'],
    ['pt', 'Somos uma pequena oficina de bicicletas em Lisboa. Reparamos bicicletas elétricas e de estrada com peças originais e o orçamento é gratuito. Não reparamos motas. Ligue para marcar.'],
    ['pl', 'Jesteśmy rodzinnym serwisem rowerowym w Krakowie. Naprawiamy rowery elektryczne i szosowe oraz wymieniamy opony. Nie naprawiamy skuterów. Zadzwoń, aby umówić się na wizytę.'],
    ['cs', 'Jsme rodinný cyklo servis v Brně a opravujeme jízdní kola i elektrokola. Děláme také výměnu pneumatik a brzd, nebo si můžete objednat servis online. Skútry neopravujeme.'],
    ['fr', 'Nous sommes un petit atelier de vélos à Lyon. Nous réparons les vélos électriques et de route avec des pièces d’origine, et le devis est gratuit. Appelez-nous pour prendre rendez-vous.'],
  ])('%s stays %s', (language, text) => {
    expect(guessLanguage(text)).toBe(language);
  });
});

describe('Turkish against Czech', () => {
  it('reads a dotless ı and a ğ as Turkish, whatever small words it shares with Czech ("ve")', () => {
    expect(guessLanguage('Paketleme ve Ambalaj. Ofis ve Büro Taşıma. Mobilya Sökme ve Kurma. Şehirlerarası Nakliyat ve Asansörlü Taşımacılık ve eşya taşıma, güvenli ve sigortalı.')).toBe('tr');
  });
});
