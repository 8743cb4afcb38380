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
GB:Carmarthenshire;Glamorgan;Antrim;County Antrim;County Down;Fermanagh;Tyrone;Londonderry
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
-:English Channel;Persian Gulf;Gulf of Mexico;Alps;Himalayas;Andes;Rockies;Sahara;Amazon Basin;Nile;Danube
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
      return names
        .split(';')
        .map((name) => ({ names: [name], country: country === '-' ? null : country, admin1: null }));
    }),
];
