/**
 * Twelfth pass (issue 14), behind switches: a demonym and its country as one name key ("Greek" meets
 * "Greece", "Iranian" meets "Iran"), and short forms of place words folded ("Mt Cook" meets "Mount Cook").
 * MATCH_DEMONYMS=1 folds name keys; MATCH_DEMONYMS=2 also the word terms. MATCH_ABBREV=1 folds the
 * abbreviations in name keys and keeps a phrase open across the full stop after one ("Mt. Cook").
 */
const DEMONYM_PAIRS = `
afghan afghanistan albanian albania algerian algeria american america angolan angola argentine argentina
argentinian argentina armenian armenia australian australia austrian austria azerbaijani azerbaijan
bahraini bahrain bangladeshi bangladesh belarusian belarus belgian belgium bolivian bolivia bosnian bosnia
brazilian brazil british britain briton britain bulgarian bulgaria burmese burma cambodian cambodia
cameroonian cameroon canadian canada chadian chad chilean chile chinese china colombian colombia
congolese congo croatian croatia cuban cuba cypriot cyprus czech czechia danish denmark dutch netherlands
ecuadorian ecuador egyptian egypt emirati emirates english england eritrean eritrea estonian estonia
ethiopian ethiopia fijian fiji filipino philippines philippine philippines finnish finland french france
georgian georgia german germany ghanaian ghana greek greece guatemalan guatemala haitian haiti
honduran honduras hungarian hungary icelandic iceland indian india indonesian indonesia iranian iran
iraqi iraq irish ireland israeli israel italian italy ivorian ivory jamaican jamaica japanese japan
jordanian jordan kazakh kazakhstan kenyan kenya korean korea kosovan kosovo kuwaiti kuwait kyrgyz kyrgyzstan
laotian laos latvian latvia lebanese lebanon liberian liberia libyan libya lithuanian lithuania
macedonian macedonia malagasy madagascar malawian malawi malaysian malaysia maldivian maldives malian mali
maltese malta mauritanian mauritania mexican mexico moldovan moldova mongolian mongolia montenegrin montenegro
moroccan morocco mozambican mozambique namibian namibia nepalese nepal nepali nepal nicaraguan nicaragua
nigerian nigeria norwegian norway omani oman pakistani pakistan palestinian palestine panamanian panama
paraguayan paraguay peruvian peru polish poland portuguese portugal qatari qatar romanian romania
russian russia rwandan rwanda saudi saudi senegalese senegal serbian serbia serb serbia singaporean singapore
slovak slovakia slovenian slovenia somali somalia spanish spain sudanese sudan swedish sweden swiss switzerland
syrian syria taiwanese taiwan tajik tajikistan tanzanian tanzania thai thailand tunisian tunisia turkish turkey
ugandan uganda ukrainian ukraine uruguayan uruguay uzbek uzbekistan venezuelan venezuela vietnamese vietnam
welsh wales yemeni yemen zambian zambia zimbabwean zimbabwe scottish scotland
zealander zealand californian california texan texas hawaiian hawaii alaskan alaska floridian florida
`;

function pairs(text: string): Map<string, string> {
  const words = text.split(/\s+/).filter(Boolean);
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) map.set(words[i] as string, words[i + 1] as string);
  return map;
}

export const DEMONYM_COUNTRY: ReadonlyMap<string, string> = pairs(DEMONYM_PAIRS);

/** Short forms of place words in names, folded to the long form. */
export const NAME_ABBREVIATIONS: ReadonlyMap<string, string> = pairs(
  `mt mount mtn mountain ft fort pt point`,
);

const demonymMode = process.env.MATCH_DEMONYMS ?? '';
export const FOLD_DEMONYM_NAMES = demonymMode === '1' || demonymMode === '2';
export const FOLD_DEMONYM_WORDS = demonymMode === '2';
export const FOLD_ABBREVIATIONS = process.env.MATCH_ABBREV === '1';
