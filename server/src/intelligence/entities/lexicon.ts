// Hand-written word lists for the entity recogniser: titles, organisation and place cue words, demonyms,
// calendar words and capitalised words that are not entities. All keys are lower case, accents folded.

const words = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

const ASCII = /^[ -~\t\n\r]*$/;

/** Folds accents and case: 'Médecins' -> 'medecins'. */
export function fold(s: string): string {
  // Fast path: plain ASCII needs only lower-casing.
  if (ASCII.test(s)) return s.toLowerCase();
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/đ/g, 'd')
    .replace(/ı/g, 'i')
    .toLowerCase();
}

/**
 * Titles that stand before a person's name (capitalised: 'Mayor Tom Hadley', 'Chief Inspector Paul Whitaker').
 * TITLE_HEADS end a title; TITLE_MODIFIERS may only precede a head ('Detective Chief Inspector').
 */
export const TITLE_HEADS = words(`
mr mrs ms miss mx dr doctor prof professor sir dame lord lady baroness baron rev reverend revd fr father rabbi imam
sheikh sheikha pastor bishop archbishop cardinal pope king queen prince princess duke duchess earl countess
president premier chancellor minister secretary senator sen rep representative congressman congresswoman
governor gov mayor councillor councilor cllr alderman judge justice magistrate coroner sheriff inspector
detective sergeant sgt constable pc dc ds di dci supt superintendent commissioner officer captain capt colonel col
general gen major maj lieutenant lt admiral commander cmdr private pte corporal cpl marshal coach headteacher
headmaster headmistress principal dean chairman chairwoman ambassador envoy speaker nurse agent
mp mep msp mla secretary-general director-general attorney-general solicitor-general governor-general
surgeon-general president-elect trooper const editor director brigadier commodore chaplain ayatollah mufti elder deacon brother sister
msgr monsignor vicar
ceo cfo coo cto rb qb wr cb lb db attorney
fullback full-back striker midfielder defender goalkeeper winger quarterback pitcher linebacker batsman
bowler skipper manager clerk rhp lhp det councilman councilwoman councilmember assemblyman assemblywoman
selectman counsel adviser advisor advocate insp ada da te nt dt ot olb ilb fs executive champion
`);
export const TITLE_MODIFIERS = words(`
chief deputy assistant vice prime foreign home defence defense finance health interior justice education
senior acting interim former first lord detective police state attorney solicitor lieutenant rear
major sergeant lance staff district supreme high associate executive managing general shadow junior
surgeon aaa vicar
`);
/** Title heads that a place's newspaper is also named by ('the Baton Rouge Advocate'): no title after a place. */
export const MASTHEAD_TITLES = words('advocate');
/** Honorifics proper (not job titles): stripped from canonical names. */
export const HONORIFICS = words(`
mr mrs ms miss mx dr prof professor sir dame lord lady rev reverend revd fr cllr sen rep gov
`);
/** Tokens that follow a name and are not part of it ('Amelia Strand KC', 'John Smith Jr'). */
export const POST_NOMINALS = words(`kc qc mp mep msp mla jr jnr sr snr phd obe mbe cbe kbe dbe esq md`);

/**
 * Lower-case words naming a person's role, used as evidence before a name ('chief executive Priya Raman')
 * and in appositions ('Maria Okafor, a spokeswoman for ...').
 */
export const ROLE_NOUNS = words(`
spokeswoman spokesman spokesperson executive director chairman chairwoman chair president minister secretary
mayor governor senator judge lawyer barrister solicitor attorney manager coach striker midfielder defender
goalkeeper winger captain player kicker punter linebacker cornerback tailback halfback fullback lineman
pitcher shortstop outfielder infielder batsman bowler wicketkeeper goaltender netminder founder cofounder co-founder officer inspector councillor councilor candidate
headteacher headmaster headmistress principal editor surgeon consultant teacher farmer dancer treasurer professor
researcher scientist engineer economist analyst businessman businesswoman entrepreneur campaigner activist
neighbour neighbor son daughter wife husband mother father brother sister widow widower grandmother grandfather
friend partner colleague resident student pupil nurse doctor physician chef author writer novelist poet artist
actor actress singer musician composer director producer presenter journalist reporter correspondent
photographer architect designer developer investor banker trader broker accountant auditor economist historian
archaeologist astronomer biologist chemist physicist geologist ecologist climatologist epidemiologist virologist
official spokesman leader chief commander commissioner superintendent detective sergeant constable constable
prosecutor defendant witness victim suspect owner landlord tenant shopkeeper driver pilot sailor fisherman
fishermen firefighter paramedic volunteer organiser organizer director-general chancellor premier ambassador
envoy diplomat negotiator regulator adviser advisor strategist pollster lobbyist trustee patron chaplain
priest vicar bishop imam rabbi pastor monk nun athlete runner cyclist swimmer boxer golfer jockey trainer
referee umpire skipper batsman bowler forward playmaker veteran rookie champion finalist apprentice worker
employee employer miner farmer grower breeder vet veterinarian pharmacist dentist midwife carer caretaker
cleaner mechanic electrician plumber builder labourer laborer clerk receptionist cashier guard warden
ranger curator librarian archivist translator interpreter spokesman deputy head boss chiefs mp mps
democrat republican conservative liberal socialist lawmaker legislator politician councilwoman councilman
congressman congresswoman representative delegate graduate scholar lecturer tutor coordinator
protester protestor demonstrator anarchist rioter marcher
`);

/**
 * Legal forms written after a company's name ('Nokia Oy', 'Hanson Plc', 'Nikko Securities Co Ltd'): the one
 * list the prose rules (a name written with its legal form, wire-prose.ts) and the span refiner (a company
 * before 'and', refine-spans.ts) read.
 */
export const LEGAL_FORMS = words(`
corp corporation inc incorporated plc ltd limited co ag sa nv bv spa ab asa oy oyj gmbh bhd kk pty llc
`);

/** A competitor's nouns before its name ('rival Whirlpool', 'Rival Phelps Dodge said'). */
export const COMPETITOR_NOUNS = words(`rival rivals competitor competitors`);

/** Final tokens that make a span an organisation ('Wendover County Council', 'Kestrel Dynamics'). */
export const ORG_SUFFIXES = words(`
inc incorporated ltd limited llc llp plc corp corporation co company companies group holdings bank bancorp
university college school schools academy institute institution council ministry department agency authority
commission committee party police service services hospital hospitals trust foundation association union
federation fc afc club society league board office court tribunal parliament assembly senate congress
government administration bureau force army navy guard coastguard observatory museum gallery library
orchestra ballet opera choir players network media news times post herald gazette journal chronicle telegraph
tribune observer guardian express mail echo courier mirror standard press broadcasting radio television tv magazine
systems technologies technology tech dynamics resources capital partners energy power foods food freight
pharmaceuticals pharma labs laboratories airlines airline airways motors motor rail railways railway water
tourism wanderers rovers united athletic albion rangers hotspur industries enterprises ventures logistics
insurance securities investments solutions software studios studio games entertainment brewery distillery
gmbh ag sa spa nv bv ab asa pty kk srl sarl oyj se energie energia movement alliance coalition front multimedia
initiative forum exchange fund cooperative co-op charity firm consortium organisation organization
organisations organizations nations inc. ltd. corp. co. directorate inspectorate executive secretariat
confederation chamber commerce transit fellowship brotherhood institutes robotics aerospace automotive mining
metals chemicals petroleum oil gas utilities telecom telecoms communications wireless semiconductor
semiconductors biotech therapeutics biosciences diagnostics healthcare clinic clinics surgery practice
guild creamery dairy bakery farms mills precinct patrol center centre reporter inquirer sentinel dispatch rescue
examiner bulletin industrie groupe gruppe compagnie societe banca banco banque
partnership associates consulting consultants advisers advisors lawyers solicitors chambers agencies brothers
homicide unit squad headquarters ferries ferry shipping cruises lines railroad railroads buses coaches
hotels resorts stores supermarkets diner diners cafe café cafes restaurant restaurants bistro brasserie grill
tavern pub pizzeria deli steakhouse bar salon boutique pharmacy corps research properties realty mafia cartel
project recovery
`);
/**
 * Last words of newspapers' names, which the paper alone is called by ('The Post', 'The Times'). Not 'news':
 * after 'CNN News' and 'Fox News' a headline's 'Breaking News' is no broadcaster ('The News' of the Daily News
 * is read by its capitalised 'The', context-evidence.ts).
 */
export const NEWSPAPER_WORDS = words(`
post times herald gazette journal chronicle telegraph tribune observer guardian courier mirror inquirer
sentinel dispatch examiner bulletin globe star sun independent
`);
/** Organisation words that also end place names or are too common alone: need a multi-token span. */
export const WEAK_ORG_SUFFIXES = words(`
times post news mail echo mirror standard express star sun record journal press power water food foods
capital energy united city town county rail players force guard front exchange network center centre
reporter inquirer sentinel dispatch examiner bulletin rescue homicide bar pub grill deli project
`);
/** Heads that start an organisation name before 'of' / 'for' ('Bank of England', 'Department for Transport'). */
export const ORG_HEADS = words(`
bank university college institute ministry department office board council commission committee association
federation union society academy school league court church federal organisation organization agency
authority house chamber fellowship order royal national international council secretariat directorate
conservatorio conservatoire universidad universite universita universitat museum
`);
/** Heads of place names before 'of' ('Isle of Wight', 'Gulf of Mexico', 'City of London'). */
export const LOC_OF_HEADS = words(`
isle isles gulf bay strait straits cape city republic kingdom state province county district borough sea lake
mount vale valley port sound firth principality emirate sultanate commonwealth islands island
`);
/**
 * Monuments named by what they hold before 'of' only ('Tomb of the Unknown Soldier', 'Shrine of the Holy
 * Cross', 'Temple of Zeus'; a 'Memorial for' a person is to that person).
 */
export const MONUMENT_OF_HEADS = words(`tomb statue temple palace monument shrine`);
/** Places whose name opens with a capitalised 'The': 'The Hague', 'THE HAGUE', 'The Gambia'. */
export const THE_PLACES = new Set(['hague', 'gambia', 'bahamas']);

/** Final tokens that make a span a place ('River Wend', 'Harbour Street', 'Wendover County'). */
export const LOC_SUFFIXES = words(`
river county street st road rd lane avenue ave boulevard blvd square park bridge valley hill hills heights island
islands isles bay sea ocean channel strait straits mountains mountain range forest desert coast heath down downs
moor moors estuary canal peninsula airport stadium ground arena way drive crescent gardens common district province
region borough township parish plain plains gorge falls glacier reservoir harbour harbor quay wharf pier beach towers condominiums condominium condos apartments estates
cliffs cliff marsh marshes fen fens wood woods lakes highlands lowlands delta basin gulf station hall tower palace
castle abbey cathedral church chapel mosque temple synagogue square circus terrace row place close walk green
field fields crossing creek brook lagoon loch glen dale moorland reef atoll archipelago prefecture oblast krai state
territory territories zone corridor pass headland point hotel motel courthouse village jail prison penitentiary
highway freeway motorway expressway parkway turnpike theatre theater amphitheatre amphitheater auditorium
coliseum colosseum ballpark speedway raceway velodrome
`);
/** Place cue words that open a name ('River Thames', 'Lake Geneva', 'Mount Kenya'). */
export const LOC_PREFIXES = words(
  `river lake loch mount mt isle cape gulf bay glen fort port rue avenida calle plaza piazza stade estadio place`,
);
/** Road words that take a number into the name: 'Interstate 75', 'Route 52'. */
export const ROAD_WORDS = words(`interstate route highway motorway freeway`);

/** Lower-case left-context words that point to a place: 'in Millbrook', 'near Kolwezi'. */
export const LOC_PREPOSITIONS: Record<string, number> = {
  in: 2.2,
  near: 2.5,
  outside: 2,
  across: 1.8,
  throughout: 1.8,
  around: 1.2,
  off: 1.5,
  from: 0.8,
  to: 0.6,
  into: 1.2,
  towards: 1,
  toward: 1,
  via: 1.2,
  within: 1,
  between: 0.8,
  at: 0.2,
  inside: 1.5,
  beyond: 1.2,
  northern: 1.5,
  southern: 1.5,
  eastern: 1.5,
  western: 1.5,
  central: 1,
  north: 1,
  south: 1,
  east: 1,
  west: 1,
  rural: 1.5,
  downtown: 1.5,
  of: 0,
};
/** Nouns before 'of <Place>': 'mayor of Millbrook', 'residents of Kent', 'the coast of West Africa'. */
export const LOC_OF_NOUNS = words(`
mayor residents people city town village county state province capital coast outskirts north south east west
centre center heart suburbs streets citizens governor government parliament president king queen prime
region part parts area areas city-state island islands shores banks edge border borders south-east north-east
south-west north-west southeast northeast southwest northwest interior people population mp council councillors
villages towns cities counties provinces regions districts states countries suburbs communities
`);
/** Words after an organisation name that confirm it: 'Unite union', 'Labour party'. */
export const ORG_RIGHT_NOUNS = words(`
union party group company corporation firm club team charity bank council agency spokesman spokeswoman spokesperson shares
assets
board chairman executives chief founder employees staff workers statement announced subsidiary
magazine newspaper store stores plant factory shop restaurant daily weekly television radio
`);
/** 'told Riverside 7': what is told something is a person or a broadcaster. */
export const TELLING_VERBS = words(`told tells telling`);
/** Verbs of saying: 'said Okafor', 'Okafor said'. */
export const SPEECH_VERBS = words(`
said says say told tells added adds explained explains warned warns insisted insists argued argues claimed
claims stated states noted notes admitted admits denied denies confirmed confirms announced announces wrote
writes asked asks replied replies urged urges acknowledged acknowledges recalled recalls continued continues
suggested suggests revealed reveals commented comments declared declares believes believed thinks thought
`);
/** Lower-case words after a person's name: 'Okafor declined', 'Smith, who'. */
export const PERSON_RIGHT_VERBS = words(`
declined refused resigned smiled laughed died born married testified pleaded apologised apologized joined
stepped retired wept shrugged nodded sighed
`);

/** Last words of a river's name, which is also used without them ('the Alder' of 'the Alder River'). */
export const RIVER_WORDS = new Set(['river', 'creek']);

export const WEEKDAYS_MONTHS = words(`
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
mondays tuesdays wednesdays thursdays fridays saturdays sundays
january february march april may june july august september october november december jan feb mar apr jun
jul aug sep sept oct nov dec christmas easter ramadan eid diwali hanukkah thanksgiving halloween passover
lent advent pentecost boxing new year hogmanay
`);

/** Nationality, language, religion and party adjectives/nouns: not entities on their own. */
export const DEMONYMS =
  words(`chechen chechens serb serbs croat croats arabs shi'ite shiite yugoslav tibetan uighur hutu tutsi zairean zulu

afghan african albanian algerian american andorran angolan argentine argentinian armenian asian australian
austrian azerbaijani bahamian bahraini bangladeshi barbadian belarusian belgian belizean beninese bhutanese
bolivian bosnian brazilian british briton britons brit bruneian bulgarian burkinabe burmese burundian cambodian
cameroonian canadian chadian chilean chinese colombian comorian congolese croatian cuban cypriot czech danish
dane djiboutian dominican dutch ecuadorian egyptian emirati english eritrean estonian ethiopian european fijian
filipino finnish finn french gabonese gambian georgian german ghanaian greek grenadian guatemalan guinean
guyanese haitian honduran hungarian icelandic indian indonesian iranian iraqi irish israeli italian ivorian
jamaican japanese jordanian kazakh kenyan korean kosovan kuwaiti kyrgyz lao laotian latvian lebanese liberian
libyan lithuanian luxembourgish macedonian malagasy malawian malaysian maldivian malian maltese mauritanian
mauritian mexican moldovan monegasque mongolian montenegrin moroccan mozambican namibian nepalese nepali
nicaraguan nigerien nigerian norwegian omani pakistani palestinian panamanian paraguayan persian peruvian
polish portuguese qatari romanian russian rwandan saudi scottish scots senegalese serbian sierra singaporean
slovak slovenian somali spanish sri sudanese surinamese swazi swedish swiss syrian taiwanese tajik tanzanian
thai togolese tongan tunisian turkish turkmen ugandan ukrainian uruguayan uzbek venezuelan vietnamese welsh
yemeni zambian zimbabwean arab arabic hebrew hindi urdu bengali punjabi tamil mandarin cantonese latin
bavarian bavarians prussian tyrolean corsican sicilian sardinian breton andalusian
kurdish kurd kurds basque catalan flemish walloon cornish gaelic hispanic latino latina latinx caucasian
christian christians muslim muslims jewish jew jews catholic catholics protestant protestants hindu hindus sikh
sikhs buddhist buddhists islamic anglican orthodox evangelical baptist methodist mormon shia sunni
democrat democrats democratic republican republicans tory tories labourite liberal conservatives socialist communist
nazi nazis soviet yankee westerner easterner europeans americans africans asians londoner londoners
parisian new yorker texan californian scandinavian nordic balkan baltic caribbean mediterranean
middle-eastern latin-american western eastern northern southern arctic antarctic olympic paralympic
`);

/**
 * Capitalised words that are not entities, or only parts of one: pronouns, abbreviations for roles and
 * things, words often capitalised in headlines, sports results ('51 by KO', 'TD'), time zones ('p.m. ET')
 * and vehicle classes ('rammed an SUV').
 */
export const NON_ENTITY_WORDS = words(`
i i'm i've i'd i'll ok okay ceo cfo coo cto chair mp mps mep meps kc qc gdp vat tv pm am pr hr it ai ev evs uk's
gp gps a&e ae id dna cctv phd mba obe mbe cbe bsc msc ba ma covid covid-19 coronavirus internet web
god lord act bill amendment article chapter section clause schedule page figure table appendix
street road avenue university council county river lake mount city town state government police
breaking update updated live exclusive analysis comment opinion editorial review interview watch video
photo photos pictured picture report reports q&a faq ps pps etc vs re fyi lol omg
north south east west northern southern eastern western central upper lower greater inner outer new old
mr mrs ms dr prof sir dame st gmt bst utc cet cest est edt pst pdt cst cdt
christianity islam judaism buddhism hinduism catholicism protestantism sikhism
oscars grammys emmys tonys baftas
dui dwi da ir
ko tko td et pt ist aest akdt suv suvs
`);

/** Acronyms that are organisations even with no other evidence. */
export const KNOWN_ORG_ACRONYMS = words(`
un nato who imf wto opec oecd unesco unicef unhcr unep fao iaea icc icj ecb fed eu
nhs bbc itv cnn nbc abc cbs fox pbs npr ap afp reuters bloomberg msf fifa uefa ioc ifrc rspca rspb
fbi cia nsa dhs dea atf irs sec fda cdc epa faa nasa noaa nih ntsb fcc ftc doj dod
mi5 mi6 gchq cps ipoc ipcc hmrc dvla ofsted ofcom ofgem ofwat fca cma ons tfl bma rcn nfu tuc cbi rmt gmb
anc pkk ira isis isil snp dup sdlp ukip sinn
esa cern jaxa isro spacex
irna mena pap ctk mti ansa efe dpa upi pti kuna sana bta hina anp ntb wafa kcna
nfl nba mlb nhl ncaa afc nfc mls wnba wba wbc wbo ibf pga lpga atp wta nascar
`);
/** Known organisation names (lower case, accents folded). */
export const KNOWN_ORGS = words(`
google apple microsoft amazon meta facebook instagram whatsapp twitter tiktok netflix tesla nvidia intel ibm
oracle samsung sony vodafone toyota honda nissan volkswagen bmw mercedes-benz ford boeing airbus shell bp exxonmobil
chevron walmart tesco sainsbury's asda aldi lidl unilever nestle pfizer moderna astrazeneca glaxosmithkline
gsk hsbc barclays lloyds natwest santander jpmorgan goldman visa mastercard paypal uber airbnb spotify
openai anthropic alibaba tencent huawei baidu xiaomi reuters bloomberg greenpeace oxfam unicef interpol
europol frontex amnesty labour conservatives tories democrats republicans crimestoppers hamas
hezbollah taliban
xinhua interfax itar-tass tass kyodo yonhap bernama antara tanjug belga ritzau notimex treasury bundesbank
likud fatah kuomintang
mafia camorra 'ndrangheta yakuza
`);
/**
 * Multi-word known organisations (lower case, accents folded). The brokerages of market copy are named after
 * their founders and read as persons by their shape ('Merrill Lynch', 'Morgan Stanley').
 */
/** The seats of a government, named after its leader as the government is: 'the Nixon White House'. */
export const LEADER_SEATS = ['white house', 'downing street', 'kremlin', 'elysee palace'];
export const KNOWN_ORG_PHRASES = words(`
united_nations european_union world_health_organization world_bank international_monetary_fund red_cross
red_crescent amnesty_international human_rights_watch world_trade_organization african_union
arab_league european_commission european_parliament security_council general_assembly
international_criminal_court supreme_court high_court court_of_appeal white_house kremlin pentagon
downing_street medecins_sans_frontieres doctors_without_borders save_the_children world_food_programme
international_rescue_committee world_wildlife_fund federal_reserve european_central_bank
international_energy_agency international_atomic_energy_agency world_economic_forum sinn_fein
merrill_lynch morgan_stanley goldman_sachs salomon_brothers lehman_brothers smith_barney dean_witter
paine_webber bear_stearns charles_schwab morgan_grenfell kleinwort_benson
`);

/** Acronyms and short forms of places. */
export const PLACE_ACRONYMS: Record<string, string> = {
  us: 'US',
  'u.s': 'US',
  'u.s.': 'US',
  usa: 'US',
  'u.s.a.': 'US',
  uk: 'GB',
  'u.k': 'GB',
  'u.k.': 'GB',
  'u s': 'US',
  'l.a.': 'US',
  'l a': 'US',
  'd c': 'US',
  dc: 'US',
  ny: 'US',
  nyc: 'US',
  'n y': 'US',
  'n.y.': 'US',
  'n j': 'US',
  'n.j.': 'US',
  'n h': 'US',
  'n.h.': 'US',
  'n m': 'US',
  'n.m.': 'US',
  'n d': 'US',
  'n.d.': 'US',
  's d': 'US',
  's.d.': 'US',
  'r i': 'US',
  'r.i.': 'US',
  'n c': 'US',
  'n.c.': 'US',
  's c': 'US',
  's.c.': 'US',
  'd.c.': 'US',
  uae: 'AE',
  drc: 'CD',
  prc: 'CN',
};

/**
 * Abbreviations written with a full stop that belongs to the name ('Malibu, Calif.', 'Acme Ltd.',
 * 'Comeaux Jr.'): US states in the agency style, company forms, generational suffixes.
 */
export const DOTTED_ABBREVIATIONS = words(`
ala ariz ark calif colo conn del fla ga ill ind kan ky la md mass mich minn miss mo mont neb nev okla ore pa
tenn tex va vt wash wis wyo inc ltd corp co bros jr sr st blvd ave
`);
/** US states written as two initials with full stops ('N. Y.', 'N.J.'): places ('n y' is their key). */
export const STATE_INITIALS = words(`ny nj nh nm nc nd sc sd ri dc`);
/** US state abbreviations in the agency style ('Calif.'), places when they carry their full stop. */
/** 'City Attorney', 'County Coroner': a local government's officer, named by the role (no entity). */
const LOCAL_BODIES = words(`city county district state town`);
const LOCAL_OFFICERS = words(
  `attorney prosecutor coroner clerk treasurer auditor solicitor administrator manager`,
);
export function isLocalOfficer(lowerWords: string[]): boolean {
  return lowerWords.length === 2 && LOCAL_BODIES.has(lowerWords[0]!) && LOCAL_OFFICERS.has(lowerWords[1]!);
}

/** Organisation words abbreviated with a full stop inside a name: 'Medical Assn. of the State of Alabama'. */
export const ORG_WORD_ABBREVIATIONS = words(`assn assoc dept natl intl inst univ`);

/**
 * The states the agency-style abbreviations and the two initials stand for ('Calif.' is California). Not
 * 'Wash.': named 'Washington' it would be read as the capital ('Spokane, Wash.').
 */
export const STATE_NAMES = new Map(
  Object.entries({
    ala: 'Alabama',
    ariz: 'Arizona',
    ark: 'Arkansas',
    calif: 'California',
    colo: 'Colorado',
    conn: 'Connecticut',
    del: 'Delaware',
    fla: 'Florida',
    ga: 'Georgia',
    ill: 'Illinois',
    ind: 'Indiana',
    kan: 'Kansas',
    ky: 'Kentucky',
    md: 'Maryland',
    mass: 'Massachusetts',
    mich: 'Michigan',
    minn: 'Minnesota',
    miss: 'Mississippi',
    mo: 'Missouri',
    mont: 'Montana',
    neb: 'Nebraska',
    nev: 'Nevada',
    okla: 'Oklahoma',
    ore: 'Oregon',
    pa: 'Pennsylvania',
    tenn: 'Tennessee',
    tex: 'Texas',
    va: 'Virginia',
    vt: 'Vermont',

    wis: 'Wisconsin',
    wyo: 'Wyoming',
    ny: 'New York',
    nj: 'New Jersey',
    nh: 'New Hampshire',
    nm: 'New Mexico',
    nc: 'North Carolina',
    nd: 'North Dakota',
    sc: 'South Carolina',
    sd: 'South Dakota',
    ri: 'Rhode Island',
  }),
);
export const STATE_ABBREVIATIONS = new Set([
  ...[...STATE_NAMES.keys()].filter((key) => !STATE_INITIALS.has(key)),
  'wash',
]);

/** Function words and very common words that may open a sentence capitalised. */
export const FUNCTION_WORDS = words(`
a an the this that these those there here it its it's he she they we you i me him her them us our your their
his my mine yours theirs ours who whom whose which what when where why how whatever whoever whenever wherever
and or but nor so yet for if then than though although while whilst because since unless until after before
as at by in into of off on onto out over to up upon with within without about above across against along
among amid around behind below beneath beside besides between beyond during except inside near outside past
through throughout toward towards under underneath unlike via despite per plus minus like
is are was were be been being am has have had having do does did done will would shall should can could may
might must ought not no yes all any both each either every few many more most much neither none one other
several some such own same another enough less least lot lots
also already always never often once only even just still again ever perhaps maybe however meanwhile
therefore thus hence indeed instead moreover furthermore nevertheless nonetheless otherwise likewise
elsewhere later earlier now today tonight tomorrow yesterday soon recently currently eventually finally
first second third last next then overall altogether anyway anyhow besides according asked speaking
nearly almost about around roughly some many most several dozens hundreds thousands millions billions
two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty seventy eighty
ninety hundred thousand million billion half quarter dozen
mr mrs ms dr
`);

/**
 * Common nouns, adjectives and verbs that open news sentences or head lines and are also town names,
 * given names or surnames somewhere (GeoNames has towns called Police, Reading and Bath); and crime and
 * justice nouns compromise's lexicon lacks ('Philadelphia Homicide Capt.' is no two-word foreign name).
 */
export const COMMON_CAPITALISED = words(`
police officials residents firefighters rescuers researchers scientists doctors nurses teachers pupils
students parents children families voters protesters demonstrators workers staff employees shares prices
sales profits investors analysts economists experts critics campaigners activists officers detectives
troops soldiers forces fighters militants rebels authorities ministers lawmakers politicians leaders members
supporters fans players visitors tourists passengers drivers commuters shoppers customers consumers patients
victims survivors witnesses neighbours neighbors locals villagers farmers fishermen miners delegates
councillors reporters journalists engineers inspectors investigators prosecutors lawyers judges jurors
flooding floods flood fire fires storm storms rain snow wind winds heat drought smoke ash water power energy
emergency rescue aid relief damage traffic roads road rail trains buses flights schools hospitals homes
houses buildings bridges crews teams units cases deaths injuries arrests charges sentences fines
reading bath hope faith grace joy chance luck will may mark bill art sky summer autumn winter spring
chief head senior junior deputy acting former new old young elderly local national international global
federal regional rural urban public private official unofficial independent central northern southern
eastern western upper lower greater project station manager director candidate striker coach captain
dairy farmer farmers fresh early late major minor main key top big small large huge vast rare unusual
breaking warning warnings alert alerts update updates news report reports study studies survey surveys
data figures statistics numbers results evidence research analysis review reviews plans plan proposals
talks negotiations deal deals agreement agreements contract contracts budget budgets tax taxes costs
more less fewer most least some many much several other others another such every each all both
what which who whom whose where when why how whether
adults men women people persons everyone everybody someone somebody nobody anyone anybody nothing
something everything anything
homicide homicides robbery robberies arson kidnapping kidnappings manslaughter assault assaults theft thefts
fraud carjacking vandalism bribery extortion embezzlement forensic forensics homeland counterterrorism
surveillance enforcement
`);

/**
 * French, Spanish, Italian and Portuguese words that open sentences of an article in those languages
 * ('Selon le service…', 'Según la policía…') and are no names. The recogniser reads English; without these, a
 * sentence-opening 'Selon' was the French town of that name. Words that are also places or English names at
 * a sentence start ('Como', 'Para', 'Sur', 'Durante', 'Ayer', 'Elle') are left out, and so are the articles, which
 * open names ('Los Angeles', 'Le Monde', 'El Paso').
 */
export const ROMANCE_OPENERS = words(`
selon environ certaines certains plusieurs quelques chaque aucun aucune nous vous ils elles
dans pour avec sans sous depuis pendant après apres avant lors ainsi mais donc cependant toutefois malgré
malgre hier demain cette ces cet ici puis enfin
según segun desde tras pero también tambien cuando aunque hoy mañana manana estos estas nosotros ellos ellas
además ademas luego mientras todavía todavia
oggi ieri inoltre mentre anche però questo questa questi queste
hoje ontem enquanto além alem`);

/**
 * Street words that come before the street's name in French, Spanish, Italian and Portuguese ('la rue Mill',
 * 'la calle Mayor'): the capitalised word after one names a place.
 */
export const ROMANCE_STREET_WORDS = words(`rue boulevard chemin calle avenida carrer rua travessa viale`);

/** Articles after which a Romance-language name of a place or thing follows ('le pont de la Gare'). */
export const ROMANCE_ARTICLES = words(`la le les du des del della dello`);

/**
 * Nouns of an apposition that describes the clause before it, not the name right before the comma: 'no
 * grudges against the West Coast Bank, a statement echoed by its president' says nothing of the bank.
 */
export const CLAUSE_APPOSITION_NOUNS = words(`
statement view sentiment position claim remark comment point figure number move decision finding
conclusion assessment account description characterization characterisation charge allegation accusation
denial message warning opinion belief sign step assertion estimate forecast prediction explanation
`);
