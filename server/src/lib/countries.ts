// Countries by ISO code with the names news uses for them, hand-written. The entity recognizer and the
// gazetteer read them (intelligence/entities/places.ts), and so do the read models (a story's location
// that is a country is not drawn as a point), which may import only db and lib.

export interface CountryDef {
  code: string;
  names: string[];
}
const COUNTRIES_SRC = `
AF:Afghanistan|AL:Albania|DZ:Algeria|AD:Andorra|AO:Angola|AG:Antigua and Barbuda|AR:Argentina|AM:Armenia
AU:Australia|AT:Austria|AZ:Azerbaijan|BS:Bahamas;The Bahamas|BH:Bahrain|BD:Bangladesh|BB:Barbados
BY:Belarus|BE:Belgium|BZ:Belize|BJ:Benin|BT:Bhutan|BO:Bolivia|BA:Bosnia and Herzegovina;Bosnia|BW:Botswana
BR:Brazil|BN:Brunei|BG:Bulgaria|BF:Burkina Faso|BI:Burundi|CV:Cape Verde;Cabo Verde|KH:Cambodia
CM:Cameroon|CA:Canada|CF:Central African Republic|TD:Chad|CL:Chile|CN:China;People's Republic of China
CO:Colombia|KM:Comoros|CG:Republic of the Congo;Congo-Brazzaville
CD:Democratic Republic of the Congo;Democratic Republic of Congo;DR Congo;Congo;Congo-Kinshasa
CR:Costa Rica|HR:Croatia|CU:Cuba|CY:Cyprus|CZ:Czech Republic;Czechia|DK:Denmark|DJ:Djibouti|DM:Dominica
DO:Dominican Republic|EC:Ecuador|EG:Egypt|SV:El Salvador|GQ:Equatorial Guinea|ER:Eritrea|EE:Estonia
SZ:Eswatini;Swaziland|ET:Ethiopia|FJ:Fiji|FI:Finland|FR:France|GA:Gabon|GM:Gambia;The Gambia|GE:Georgia
DE:Germany|GH:Ghana|GR:Greece|GD:Grenada|GT:Guatemala|GN:Guinea|GW:Guinea-Bissau|GY:Guyana|HT:Haiti
HN:Honduras|HU:Hungary|IS:Iceland|IN:India|ID:Indonesia|IR:Iran|IQ:Iraq|IE:Ireland;Republic of Ireland;Eire
IL:Israel|IT:Italy|CI:Ivory Coast;Cote d'Ivoire|JM:Jamaica|JP:Japan|JO:Jordan|KZ:Kazakhstan|KE:Kenya
KI:Kiribati|KP:North Korea|KR:South Korea;Korea|XK:Kosovo|KW:Kuwait|KG:Kyrgyzstan|LA:Laos|LV:Latvia
LB:Lebanon|LS:Lesotho|LR:Liberia|LY:Libya|LI:Liechtenstein|LT:Lithuania|LU:Luxembourg|MG:Madagascar
MW:Malawi|MY:Malaysia|MV:Maldives|ML:Mali|MT:Malta|MH:Marshall Islands|MR:Mauritania|MU:Mauritius
MX:Mexico|FM:Micronesia|MD:Moldova|MC:Monaco|MN:Mongolia|ME:Montenegro|MA:Morocco|MZ:Mozambique
MM:Myanmar;Burma|NA:Namibia|NR:Nauru|NP:Nepal|NL:Netherlands;Holland;The Netherlands|NZ:New Zealand
NI:Nicaragua|NE:Niger|NG:Nigeria|MK:North Macedonia;Macedonia|NO:Norway|OM:Oman|PK:Pakistan|PW:Palau
PS:Palestine;Palestinian Territories|PA:Panama|PG:Papua New Guinea|PY:Paraguay|PE:Peru|PH:Philippines;The Philippines
PL:Poland|PT:Portugal|QA:Qatar|RO:Romania|RU:Russia;Russian Federation|RW:Rwanda|KN:Saint Kitts and Nevis
LC:Saint Lucia|VC:Saint Vincent and the Grenadines|WS:Samoa|SM:San Marino|ST:Sao Tome and Principe
SA:Saudi Arabia|SN:Senegal|RS:Serbia|SC:Seychelles|SL:Sierra Leone|SG:Singapore|SK:Slovakia|SI:Slovenia
SB:Solomon Islands|SO:Somalia|ZA:South Africa|SS:South Sudan|ES:Spain|LK:Sri Lanka|SD:Sudan|SR:Suriname
SE:Sweden|CH:Switzerland|SY:Syria|TW:Taiwan|TJ:Tajikistan|TZ:Tanzania|TH:Thailand|TL:East Timor;Timor-Leste
TG:Togo|TO:Tonga|TT:Trinidad and Tobago|TN:Tunisia|TR:Turkey;Turkiye|TM:Turkmenistan|TV:Tuvalu|UG:Uganda
UA:Ukraine|AE:United Arab Emirates;UAE|GB:United Kingdom;Britain;Great Britain;UK;U.K.
US:United States;United States of America;America;US;U.S.;USA;U.S.A.|UY:Uruguay|UZ:Uzbekistan
VU:Vanuatu|VA:Vatican City;Vatican;Holy See|VE:Venezuela|VN:Vietnam;Viet Nam|YE:Yemen|ZM:Zambia|ZW:Zimbabwe
GL:Greenland|PR:Puerto Rico|HK:Hong Kong|MO:Macau;Macao|GU:Guam|BM:Bermuda|KY:Cayman Islands|GI:Gibraltar
FO:Faroe Islands|IM:Isle of Man|JE:Jersey|GG:Guernsey|GF:French Guiana|PF:French Polynesia|NC:New Caledonia
RE:Reunion|GP:Guadeloupe|MQ:Martinique|AW:Aruba|CW:Curacao|FK:Falkland Islands;Falklands
`;

export const COUNTRIES: CountryDef[] = COUNTRIES_SRC.trim()
  .split(/[|\n]/)
  .map((entry) => {
    const [code, names] = entry.split(':') as [string, string];
    return { code, names: names.split(';') };
  });
