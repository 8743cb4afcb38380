/**
 * A small French and Spanish → English lexicon of news words, so an article in French or Spanish about an
 * English story shares its topic words and not only its names and numbers (which are language-independent
 * already). Keys are folded (lower case, no diacritics), values are English words that the matcher's
 * stemmer then reduces like any English word. Written for this matcher (issue 14): the words of disasters,
 * crime and justice, politics, economy, health and sport that news reports use most. Words spelt like an
 * English word or name with another meaning ("pain", "but", "pays", "prix", "Rio", "Victoria", "Pueblo")
 * are left out on purpose, as English text goes through the same lookup.
 */
const PAIRS = `
inondation flood inondations flood inonde flooded inondee flooded inondes flooded inondees flooded crue flood crues flood decrue recede
riviere river fleuve river digue levee digues levee pluie rain pluies rain pluviometrie rain orage storm orages storm tempete storm
ouragan hurricane seisme earthquake seismes earthquake tremblement quake magnitude magnitude replique aftershock tsunami tsunami
incendie fire incendies fire feu fire feux fire pompiers firefighters pompier firefighter foret forest forets forest explosion explosion
evacuation evacuation evacues evacuated evacuee evacuated evacuees evacuated evacuer evacuate habitants residents habitant resident
maisons homes maison home logement home logements homes sinistres victims victimes victims victime victim morts dead mort dead
deces death blesses injured blesse injured disparus missing disparu missing secours rescue secouru rescued
secourus rescued sauveteurs rescuers bilan toll urgence emergency gouverneur governor maire mayor mairesse mayor ministre minister
gouvernement government president president presidente president election election elections election scrutin vote electeurs voters
depute deputy deputes deputies parlement parliament senat senate loi law lois law projet bill tribunal court juge judge proces trial
condamne sentenced condamnation sentence accuse accused accuses accused police police policiers police gendarmes police enquete investigation
arrete arrested arretes arrested arrestation arrest meurtre murder assassinat murder fusillade shooting tir shooting tireur gunman
attentat attack attaque attack otages hostages voleurs thieves braquage robbery greve strike greves strike grevistes strikers
manifestation protest manifestations protest manifestants protesters syndicat union syndicats unions salaires wages salaire wage
entreprise company entreprises companies societe company usine factory usines factory emplois jobs emploi job licenciements layoffs
chomage unemployment economie economy croissance growth inflation inflation banque bank banques banks bourse stocks
marche market rachat takeover actionnaires shareholders benefice profit pertes losses milliards billion millions million
hopital hospital hopitaux hospitals medecins doctors medecin doctor sante health epidemie outbreak vaccin vaccine malades patients
virus virus ecole school ecoles schools eleves pupils enseignants teachers universite university etudiants students
equipe team equipes teams match match championnat championship victoire victory defaite defeat entraineur coach joueur player
joueurs players buts goals finale final saison season titre title
accident accident collision collision train train avion plane vol flight navire ship bateau boat naufrage sinking pont bridge
route road routes roads autoroute motorway barrage dam centrale plant pannes outages panne outage electricite electricity
ville town villes towns village village quartier district quartiers districts comte county region region 
nuit night matin morning soir evening semaine week heures hours jours days niveau level record record historique historic
mesure measure metres metres kilometres kilometres degres degrees temperature temperature secheresse drought chaleur heat
nettoyage cleanup reconstruction rebuilding degats damage dommages damage endommagees damaged endommages damaged detruites destroyed
detruits destroyed effondrement collapse effondre collapsed
inundacion flood inundaciones flood inundado flooded inundada flooded inundados flooded lluvia rain lluvias rain
tormenta storm huracan hurricane terremoto earthquake sismo earthquake incendio fire incendios fire bomberos firefighters bosque forest
evacuados evacuated evacuadas evacuated evacuacion evacuation vecinos residents residentes residents viviendas homes casas homes
muertos dead fallecidos dead heridos injured desaparecidos missing rescate rescue victimas victims emergencia emergency
alcalde mayor alcaldesa mayor gobernador governor gobierno government ministro minister presidenta president elecciones election
votantes voters diputados deputies congreso congress ley law juicio trial juez judge tribunal court condenado sentenced acusado accused
policia police detenido arrested detenidos arrested arresto arrest asesinato murder tiroteo shooting atentado attack ataque attack
robo robbery huelga strike huelgas strike manifestacion protest manifestantes protesters sindicato union salarios wages
empresa company empresas companies fabrica factory empleos jobs despidos layoffs desempleo unemployment economia economy
banco bank bancos banks bolsa stocks mercado market ganancias profit perdidas losses millones million
hospital hospital medicos doctors salud health brote outbreak vacuna vaccine enfermos patients escuela school estudiantes students
equipo team campeonato championship derrota defeat entrenador coach jugador player jugadores players
gol goal goles goals temporada season titulo title accidente accident tren train avion plane barco boat puente bridge carretera road
presa dam ciudad city barrio district condado county pais country noche night manana morning semana week horas hours
nivel level historico historic danos damage destruidas destroyed derrumbe collapse limpieza cleanup sequia drought calor heat
lundi monday mardi tuesday mercredi wednesday jeudi thursday vendredi friday samedi saturday dimanche sunday
janvier january fevrier february mars march avril april mai may juin june juillet july aout august septembre september
octobre october novembre november decembre december environ about personnes people personne person gens people
quitter leave quitte left atteint reached toit roof toits roofs bateau boat bateaux boats gymnase gym hebergement shelter
abri shelter nombre number obligatoire mandatory ordonne ordered cede failed construite built construit built jamais never
precedent previous tombe fell tombee fell haut upper bassin basin benevole volunteer benevoles volunteers caserne station
agees elderly agee elderly etat state fonds funds nettoyer clean eau water eaux water niveaux levels sacs sandbags
residents residents rues streets rue street batiments buildings batiment building immeuble building
lunes monday martes tuesday miercoles wednesday jueves thursday viernes friday sabado saturday domingo sunday
enero january febrero february marzo march abril april mayo may junio june julio july agosto august septiembre september
octubre october noviembre november diciembre december personas people gente people agua water calles streets calle street
edificios buildings edificio building techo roof techos roofs refugio shelter voluntarios volunteers nunca never
deux two trois three quatre four cinq five dix ten cent hundred mille thousand premier first premiere first
nouveau new nouvelle new nouvelles news actualite news actualites news raconte said declare said dit said affirme said
explique said indique said regionale regional meteorologique weather meteo weather ouverture opening porte door
portes doors partir leave basse lower hauteur height mesuree measured precipitations rain millimetres millimetres
dos two tres three cuatro four cinco five diez ten cien hundred mil thousand primer first primera first nuevo new
nueva new noticias news dijo said afirmo said explico said declaro said indico said meteorologico weather puerta door
`;

export const NEWS_LEXICON: ReadonlyMap<string, string> = (() => {
  const words = PAIRS.split(/\s+/).filter(Boolean);
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) map.set(words[i] as string, words[i + 1] as string);
  return map;
})();
