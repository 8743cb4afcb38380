// Countries, sub-national regions and supra-national regions, hand-written. Coordinates are not written
// here: the gazetteer derives them from GeoNames (a country's capital; a region's cities weighted by
// population) so that every coordinate comes from the data set. The countries live in lib/countries.ts,
// which the read models use too.
import { COUNTRIES, type CountryDef } from '../../lib/countries';

export { COUNTRIES, type CountryDef };

export interface RegionDef {
  names: string[];
  /** ISO country code, or null for a region spanning countries. */
  country: string | null;
  /** GeoNames admin1 code when the region is a first-level division. */
  admin1: string | null;
  /**
   * A British county: towns that each lie in one of its GeoNames second-level divisions (its county council
   * and the unitary authorities carved out of it), which the gazetteer turns into the county's codes.
   */
  countyTowns?: string[];
}

const US_STATES = `
AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|FL:Florida
GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine
MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska
NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York;New York State|NC:North Carolina
ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|SC:South Carolina
SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington;Washington State
WV:West Virginia|WI:Wisconsin|WY:Wyoming|DC:District of Columbia;Washington DC;Washington D.C.
`;
const CA_PROVINCES = `
01:Alberta|02:British Columbia|03:Manitoba|04:New Brunswick|05:Newfoundland and Labrador;Newfoundland
07:Nova Scotia|08:Ontario|09:Prince Edward Island|10:Quebec|11:Saskatchewan|12:Yukon|13:Northwest Territories
14:Nunavut
`;
const AU_STATES = `
01:Australian Capital Territory|02:New South Wales|03:Northern Territory|04:Queensland|05:South Australia
06:Tasmania|07:Victoria|08:Western Australia
`;
const GB_NATIONS = `ENG:England|SCT:Scotland|WLS:Wales|NIR:Northern Ireland;Ulster`;

/**
 * Britain's counties by the towns that mark their GeoNames second-level divisions (the 'admin2' column of the
 * cities file): England's admin1 is England itself, so without them 'Somerset' holds every English town and
 * 'Wellington, Somerset' read as Wellington, Shropshire. One town per division: 'Somerset' is Somerset
 * County Council (Taunton), Bath and North East Somerset (Bath) and North Somerset (Weston-super-Mare). Each
 * town is the largest British town of its name in the file; a county named like a larger town elsewhere in
 * Britain ('Durham', 'Antrim') is left without codes.
 */
const GB_COUNTY_TOWNS = `
Kent:Maidstone,Rochester|East Sussex:Hastings,Brighton|West Sussex:Crawley|Sussex:Hastings,Brighton,Crawley
Essex:Chelmsford,Southend-on-Sea,Grays|Surrey:Guildford|Hampshire:Basingstoke,Southampton,Portsmouth
Dorset:Dorchester,Bournemouth|Devon:Exeter,Plymouth,Torquay|Cornwall:Truro|Somerset:Taunton,Bath,Weston-super-Mare
Wiltshire:Salisbury,Swindon|Berkshire:Newbury,Reading,Bracknell,Slough,Maidenhead,Wokingham|Oxfordshire:Oxford
Buckinghamshire:Aylesbury,Milton Keynes|Hertfordshire:Watford|Bedfordshire:Bedford,Dunstable,Luton
Cambridgeshire:Cambridge,Peterborough|Norfolk:Norwich|Suffolk:Ipswich|Lincolnshire:Lincoln,Grimsby,Scunthorpe
Northamptonshire:Northampton|Leicestershire:Loughborough,Leicester|Nottinghamshire:Mansfield,Nottingham
Derbyshire:Chesterfield,Derby|Staffordshire:Cannock,Stoke-on-Trent|Shropshire:Shrewsbury,Telford
Worcestershire:Worcester|Warwickshire:Warwick|Gloucestershire:Gloucester,Kingswood|Herefordshire:Hereford
Cheshire:Crewe,Chester,Warrington,Runcorn|Lancashire:Preston,Blackburn,Blackpool
Merseyside:Liverpool,Birkenhead,Southport,St Helens,Huyton
Greater Manchester:Manchester,Salford,Bolton,Bury,Oldham,Rochdale,Stockport,Ashton-under-Lyne,Sale,Wigan
North Yorkshire:Harrogate,York,Middlesbrough,Redcar|South Yorkshire:Sheffield,Barnsley,Doncaster,Rotherham
West Yorkshire:Leeds,Bradford,Halifax,Huddersfield,Wakefield|East Yorkshire:Beverley,Kingston upon Hull
Yorkshire:Harrogate,York,Middlesbrough,Redcar,Sheffield,Barnsley,Doncaster,Rotherham,Leeds,Bradford,Halifax
Yorkshire:Huddersfield,Wakefield,Beverley,Kingston upon Hull
Cumbria:Carlisle|Northumberland:Blyth|County Durham:Durham,Darlington,Hartlepool
Tyne and Wear:Newcastle upon Tyne,Gateshead,South Shields,Sunderland,Wallsend
Teesside:Middlesbrough,Stockton-on-Tees,Redcar,Hartlepool
West Midlands:Birmingham,Coventry,Dudley,West Bromwich,Solihull,Walsall,Wolverhampton
Greater London:London|Isle of Wight:Ryde|Fife:Dunfermline|Aberdeenshire:Peterhead|Perthshire:Perth
Ayrshire:Ayr,Kilmarnock,Irvine|Argyll:Oban|Orkney:Kirkwall|Shetland:Lerwick|Highlands:Inverness
Scottish Highlands:Inverness|Lothian:Edinburgh,Musselburgh,Livingston,Dalkeith|Galloway:Dumfries
Outer Hebrides:Stornoway|Hebrides:Stornoway|Gwynedd:Caernarfon|Powys:Brecon|Pembrokeshire:Haverfordwest
Ceredigion:Aberystwyth|Anglesey:Holyhead|Carmarthenshire:Carmarthen
South Wales:Cardiff,Swansea,Newport,Merthyr Tydfil,Tonypandy,Bridgend,Caerphilly,Neath,Barry,Cwmbran,Ebbw Vale
South Wales:Chepstow,Llanelli|North Wales:Wrexham,Rhyl,Colwyn Bay,Buckley,Caernarfon,Holyhead
`;
const countyTowns = new Map<string, string[]>();
for (const entry of GB_COUNTY_TOWNS.trim().split(/\n|\|/)) {
  const [county, towns] = entry.split(':') as [string, string];
  countyTowns.set(county, [...(countyTowns.get(county) ?? []), ...towns.split(',')]);
}

/**
 * Regions of the list below that are a first-level division of GeoNames, with its code (read off the cities
 * file: the code of the region's capital, 'Sicily' is Palermo's '15'). Such a region is pinned at its towns'
 * centre and holds them, as an American state does. Left out where the division is larger than the region
 * the name means ('Alsace' is a part of Grand Est, 'Burgundy' of Bourgogne-Franche-Comté).
 */
const FIRST_LEVEL_CODES = `
DE:02:Bavaria|13:Saxony|06:Lower Saxony|15:Thuringia|05:Hesse|11:Brandenburg|01:Baden-Wurttemberg
DE:07:North Rhine-Westphalia|FR:53:Brittany|28:Normandy|93:Provence|94:Corsica|76:Occitanie|11:Ile-de-France
ES:56:Catalonia|51:Andalusia|58:Galicia|59:Basque Country|60:Valencia Region|52:Aragon|53:Canary Islands
ES:07:Balearic Islands|IT:16:Tuscany|15:Sicily|14:Sardinia|09:Lombardy|12:Piedmont|20:Veneto|18:Umbria
IT:03:Calabria|13:Puglia|04:Campania|08:Liguria|05:Emilia-Romagna|GR:ESYE43:Crete|ESYE31:Attica
PT:23:Azores|10:Madeira|IN:13:Kerala|25:Tamil Nadu|09:Gujarat|28:West Bengal|16:Maharashtra|36:Uttar Pradesh
IN:34:Bihar|24:Rajasthan|19:Karnataka|03:Assam|33:Goa|21:Odisha|40:Telangana|02:Andhra Pradesh
IN:11:Himachal Pradesh|35:Madhya Pradesh|10:Haryana|CN:14:Tibet|13:Xinjiang|32:Sichuan|30:Guangdong
CN:29:Yunnan|12:Hubei|11:Hunan|07:Fujian|02:Zhejiang|04:Jiangsu|25:Shandong|20:Inner Mongolia
MX:02:Baja California|31:Yucatan|05:Chiapas|20:Oaxaca|26:Sonora|BR:04:Amazonas|05:Bahia|15:Minas Gerais
BR:23:Rio Grande do Sul|JP:12:Hokkaido|47:Okinawa
`;
/** 'IT:Sicily' -> '15'. */
const firstLevelCodes = new Map<string, string>();
for (const line of FIRST_LEVEL_CODES.trim().split('\n')) {
  let country = '';
  for (const entry of line.split('|')) {
    const parts = entry.split(':');
    if (parts.length === 3) country = parts.shift()!;
    firstLevelCodes.set(`${country}:${parts[1]}`, parts[0]!);
  }
}

/** Regions with no admin1 code in GeoNames' cities file: country or null (multi-country). */
const OTHER_REGIONS = `
GB:Kent;Sussex;East Sussex;West Sussex;Essex;Surrey;Hampshire;Dorset;Devon;Cornwall;Somerset;Wiltshire;Berkshire
GB:Oxfordshire;Buckinghamshire;Hertfordshire;Bedfordshire;Cambridgeshire;Norfolk;Suffolk;Lincolnshire
GB:Northamptonshire;Leicestershire;Nottinghamshire;Derbyshire;Staffordshire;Shropshire;Worcestershire
GB:Warwickshire;Gloucestershire;Herefordshire;Cheshire;Lancashire;Merseyside;Greater Manchester;Yorkshire
GB:North Yorkshire;South Yorkshire;West Yorkshire;East Yorkshire;Cumbria;Northumberland;County Durham;Durham
GB:Tyne and Wear;Teesside;West Midlands;East Midlands;Midlands;the Midlands;East Anglia;Home Counties
GB:South West;South East;North West;North East;Greater London;Isle of Wight;Lake District;Peak District
GB:Cotswolds;Fife;Highlands;Scottish Highlands;Argyll;Ayrshire;Lothian;Aberdeenshire;Perthshire;Galloway
GB:Orkney;Shetland;Hebrides;Outer Hebrides;Gwynedd;Powys;Pembrokeshire;Ceredigion;Anglesey;Snowdonia
GB:Carmarthenshire;Glamorgan;South Wales;North Wales;Antrim;County Antrim;County Down;Fermanagh;Tyrone;Londonderry
IE:Connacht;Leinster;Munster;County Cork;County Kerry;County Galway;County Clare;County Mayo;County Donegal
DE:Bavaria;Saxony;Lower Saxony;Thuringia;Hesse;Brandenburg;Baden-Wurttemberg;North Rhine-Westphalia;Rhineland
FR:Brittany;Normandy;Provence;Alsace;Burgundy;Corsica;Occitanie;Aquitaine;Champagne;Ile-de-France;Riviera
ES:Catalonia;Andalusia;Galicia;Basque Country;Valencia Region;Castile;Aragon;Canary Islands;Balearic Islands
IT:Tuscany;Sicily;Sardinia;Lombardy;Piedmont;Veneto;Umbria;Calabria;Puglia;Campania;Liguria;Emilia-Romagna
BE:Flanders;Wallonia|NL:Friesland|PT:Algarve;Azores;Madeira|GR:Crete;Peloponnese;Attica;Macedonia Region
UA:Crimea;Donbas;Donbass;Donetsk Region;Luhansk Region|RU:Siberia;Chechnya;Dagestan;Kamchatka;Karelia
IN:Kashmir;Punjab;Kerala;Tamil Nadu;Gujarat;West Bengal;Bengal;Maharashtra;Uttar Pradesh;Bihar;Rajasthan
IN:Karnataka;Assam;Goa;Odisha;Telangana;Andhra Pradesh;Himachal Pradesh;Madhya Pradesh;Haryana
CN:Tibet;Xinjiang;Sichuan;Guangdong;Yunnan;Hubei;Hunan;Fujian;Zhejiang;Jiangsu;Shandong;Inner Mongolia
PS:Gaza;Gaza Strip;West Bank|IL:Golan Heights;Negev|IQ:Kurdistan|SD:Darfur|ET:Tigray;Amhara;Oromia
NG:Lagos State;Borno;Kano State|CD:Katanga;Kivu;North Kivu;South Kivu|SO:Puntland;Somaliland
MX:Baja California;Yucatan;Chiapas;Oaxaca;Sonora|BR:Amazonas;Bahia;Minas Gerais;Rio Grande do Sul
AR:Patagonia|CL:Atacama|JP:Hokkaido;Okinawa;Kyushu;Honshu;Shikoku|ID:Bali;Java;Sumatra;Borneo;Papua
PH:Mindanao;Luzon|MY:Sabah;Sarawak|US:New England;Midwest;Deep South;Pacific Northwest;Appalachia;Silicon Valley
US:Long Island;Manhattan;Brooklyn;Queens;Bronx;Staten Island
-:Africa;Asia;Europe;North America;South America;Latin America;Central America;Oceania;Antarctica;Arctic
-:Middle East;Mideast;Far East;Southeast Asia;South Asia;East Asia;Central Asia;West Asia;West Africa;East Africa
-:North Africa;Southern Africa;Central Africa;Sub-Saharan Africa;Horn of Africa;Sahel;Maghreb;Scandinavia
-:Balkans;Baltics;Caucasus;Caribbean;West Indies;Mediterranean;Eastern Europe;Western Europe;Central Europe;Northern Europe
-:Southern Europe;Pacific;Atlantic;Indian Ocean;Pacific Ocean;Atlantic Ocean;Arctic Ocean;Southern Ocean
-:North Sea;Baltic Sea;Black Sea;Red Sea;Caspian Sea;Mediterranean Sea;South China Sea;East China Sea
-:English Channel;Persian Gulf;Gulf;Gulf of Mexico;Alps;Himalayas;Andes;Rockies;Sahara;Amazon Basin;Nile;Danube
-:Rhine;Thames;Mekong;Yangtze;Ganges;Euphrates;Tigris;Congo River;Mississippi River;Bay of Bengal;Arabian Sea
-:Great Lakes;Levant;Arabian Peninsula;Iberia;Iberian Peninsula;Scandinavian Peninsula;Korean Peninsula
-:Anatolia;Amazon rainforest;Sinai;Sinai Peninsula;Kurdistan Region;Strait of Hormuz
`;

function parseCoded(src: string, country: string): RegionDef[] {
  return src
    .trim()
    .split(/[|\n]/)
    .map((entry) => {
      const [admin1, names] = entry.split(':') as [string, string];
      return { names: names.split(';'), country, admin1 };
    });
}

export const REGIONS: RegionDef[] = [
  ...parseCoded(US_STATES, 'US'),
  ...parseCoded(CA_PROVINCES, 'CA'),
  ...parseCoded(AU_STATES, 'AU'),
  ...parseCoded(GB_NATIONS, 'GB'),
  // (Each name of these lines is an area of its own: 'Persian Gulf' is no other name of the English Channel.)
  ...OTHER_REGIONS.trim()
    .split(/\n|\|/)
    .flatMap((entry) => {
      const [country, names] = entry.split(':') as [string, string];
      return names.split(';').map((name) => {
        const towns = country === 'GB' ? countyTowns.get(name) : undefined;
        return {
          names: [name],
          country: country === '-' ? null : country,
          admin1: firstLevelCodes.get(`${country}:${name}`) ?? null,
          ...(towns ? { countyTowns: towns } : {}),
        };
      });
    }),
];
