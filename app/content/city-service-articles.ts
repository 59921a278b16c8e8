/**
 * City service articles shipped with the site: one per flagship market. The
 * seed (app/.server/city-service-seed.ts) stores each as a published
 * `service_type_location` row, which makes its /{service}/{state}/{city}
 * page indexable; pages without such a row keep the default text and stay
 * out of the index (city-swapped text reads as a doorway page).
 *
 * Each article is written about its market: the state's licensing body and
 * referral laws, the local competition, payers and search behavior. Facts are
 * limited to ones we can stand behind; figures are the agency's own claims.
 */
export interface CityServiceArticleSeed {
  /** A city service slug from app/lib/content/city-services.ts, such as `rehab-marketing`. */
  serviceType: string;
  /** The city's name as the directory stores it. */
  city: string;
  /** The state's full name as the directory stores it. */
  state: string;
  /** Heading of the page body (the page's H1 names the service and city). */
  title: string;
  /** One or two sentences for previews. */
  excerpt: string;
  /** At most 60 characters. */
  seoTitle: string;
  /** 120-160 characters. */
  seoDescription: string;
  /** Trusted HTML: h3 sections (the title is the body's h2), p, ul/li, strong and internal links. */
  content: string;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
}

const losAngelesRehabMarketing: CityServiceArticleSeed = {
  serviceType: "rehab-marketing",
  city: "Los Angeles",
  state: "California",
  title: "Marketing a Los Angeles Rehab Between Malibu Budgets and DHCS Rules",
  excerpt:
    "Los Angeles has two treatment markets: luxury residential programs selling to the whole country, and local programs serving the people who live here. Rehab marketing works once you know which one you are in.",
  seoTitle: "Rehab Marketing in Los Angeles, CA | DHCS & SB 1228",
  seoDescription:
    "Rehab marketing for Los Angeles treatment centers: DHCS licensing on the page, SB 1228 referral rules, neighborhood local search and Medi-Cal or PPO payers.",
  publishedAt: "2026-11-09",
  content: `<p>Los Angeles is the most crowded addiction treatment market we work in, and the crowding is uneven. A group of well-funded residential programs in Malibu and along the coast spends heavily on national search terms and on families willing to fly a loved one in. Most admissions in the region, though, come from people who already live here, carry a PPO, Medi-Cal or a Covered California plan, and want a program they can reach without crossing the 405 at rush hour. A marketing plan for a Los Angeles rehab starts by deciding which of those two markets you are really competing in.</p>

<h3>Licensing comes first, and it belongs on the page</h3>
<p>In California, residential alcohol and other drug recovery or treatment facilities are licensed by the Department of Health Care Services, and outpatient programs can be certified by DHCS as well. A residential program that offers withdrawal management also needs DHCS approval to provide incidental medical services. Every claim your website makes about levels of care has to match those documents. If your license covers residential treatment but not detox, a page that ranks for "medical detox Los Angeles" creates a compliance problem rather than an admission.</p>
<p>Put license and certification numbers in the footer and on the admissions page. LegitScript checks them before certifying you, Google and Meta will not run addiction treatment ads without that certification, and families who have been burned before look programs up on the DHCS list of licensed and certified facilities. Our <a href="/legitscript-certification">LegitScript certification guide</a> walks through the application step by step.</p>

<h3>SB 1228 and the end of paid referrals</h3>
<p>Southern California's treatment boom in the 2010s brought the same abuses that hit South Florida: sober homes paid per head, recruiters offering free rent or travel to people with good insurance, and claims billed for care that barely happened. California answered with SB 1228, signed in 2018, which made it unlawful for licensed and certified programs to give or receive anything of value in exchange for a patient referral. The federal Eliminating Kickbacks in Recovery Act, passed the same year, added criminal penalties for kickbacks tied to referrals to recovery homes, treatment facilities and laboratories.</p>
<p>For marketing, the practical rules are short. Never pay anyone per admission or per qualified patient, whatever title they use: lead vendor, interventionist, alumni coordinator. Pay agencies, us included, a fee that does not rise with your census. Keep relationships with sober living operators, therapists and hospital social workers clinical and documented. And be wary of call centers answering under generic names like "LA Rehab Helpline", because the routing deals behind them are exactly what these laws target.</p>

<h3>Competing with Malibu without a Malibu budget</h3>
<p>Luxury residential programs in Malibu and the large operators in Orange County have set the market's expectations: private rooms, ocean views, executive tracks, a chef. If you run a six-bed residential home in the San Fernando Valley or an IOP in Koreatown, bidding against them on "luxury rehab California" burns money. Those clicks come from across the country and convert for programs that sell the setting.</p>
<p>Smaller Los Angeles programs win on proximity and specificity. People here search by area, such as "IOP Pasadena", "outpatient rehab Long Beach" or "detox near Santa Monica", and Google's map results favor the licensed site that is physically close. We build one strong page per real location, never pages for cities you do not serve, and a Google Business Profile listing the levels of care each site is licensed for. The copy speaks to the people Los Angeles programs actually treat: Spanish-speaking families, LGBTQ+ clients in West Hollywood and Silver Lake, and entertainment-industry professionals who need evening groups and discretion.</p>

<h3>Payer mix decides the channel</h3>
<p>Los Angeles County delivers Medi-Cal substance use treatment through the Drug Medi-Cal Organized Delivery System, run by the Department of Public Health's Substance Abuse Prevention and Control program. If you are a contracted DMC-ODS provider, much of your intake arrives through county referral pathways, so being easy to find and quick to call back matters more than paid search. If you depend on commercial PPO plans, paid search and organic content carry more weight, and every campaign needs a fast verification of benefits behind it so callers learn within minutes whether their plan works with you.</p>

<h3>How we run rehab marketing in Los Angeles</h3>
<ul>
<li><strong>Census-first planning.</strong> We start from open beds and group slots by level of care, then decide where each dollar goes that month.</li>
<li><strong>Local search for each licensed site.</strong> Location pages, Google Business Profiles and reviews built around real addresses and real staff.</li>
<li><strong>Paid search fitted to your radius and payers.</strong> Tight geography, negative keywords for services you do not provide, and national luxury terms left alone unless you genuinely compete for them.</li>
<li><strong>Tracking through to admission.</strong> Call tracking tied to your CRM, so we report cost per admission. For programs we manage, that usually sits between $500 and $2,000.</li>
</ul>
<p>See the full scope of our <a href="/rehab-marketing">rehab marketing services</a>, or <a href="/schedule-session">book a strategy session</a> and bring three months of census and intake data.</p>`,
};

const houstonSeo: CityServiceArticleSeed = {
  serviceType: "seo",
  city: "Houston",
  state: "Texas",
  title: "SEO for Houston Treatment Centers Across a Metro Built on Distance",
  excerpt:
    "Houston is too big for one page that says Houston everywhere. Treatment center SEO here is built site by site, payer by payer and in two languages, on top of what your HHSC license allows.",
  seoTitle: "Treatment Center SEO in Houston, TX | HHSC-Licensed",
  seoDescription:
    "SEO for Houston rehab and behavioral health programs: HHSC licensing, Medicaid managed care and commercial payers, Spanish search and suburb-level rankings.",
  publishedAt: "2026-11-10",
  content: `<p>Houston is the largest city in Texas and the fourth largest in the country, and Harris County alone holds more residents than many states. For a treatment center that scale cuts both ways. Demand exists in every corner of the metro, but a program in Montrose will not rank in Katy, Pearland or The Woodlands just because every page says "Houston". Google decides much of what a searcher sees from where that person is standing, and in a metro this spread out, the searcher is usually a long drive from you.</p>

<h3>Start from what HHSC says you are</h3>
<p>The Texas Health and Human Services Commission licenses chemical dependency treatment facilities, and the license defines which services each site may provide. Your SEO plan should be built from that document. Pages for detox, residential, partial hospitalization and intensive outpatient should exist only where the license supports them, and each should name the license. This is more than caution. Google's guidelines for its quality raters hold health content to a higher standard, and a page that names the licensing agency, the medical director and the clinical team reads as accountable in a way a generic "best rehab in Houston" page never will. Our <a href="/rehab/seo">rehab SEO service</a> covers the method in depth.</p>

<h3>A payer mix that shapes your keywords</h3>
<p>Texas has not expanded Medicaid, and most Texas Medicaid members are enrolled in managed care programs such as STAR and STAR+PLUS rather than fee-for-service. Houston searchers therefore fall into distinct groups that search in different words:</p>
<ul>
<li>People with employer plans from the energy, medical and port economy, who search by insurer: "rehab that takes Blue Cross Houston" or "IOP covered by Aetna".</li>
<li>Medicaid managed care members, whose access depends on whether you are in network with their particular health plan, not on Medicaid in general.</li>
<li>Uninsured adults looking for "free" or "sliding scale" help, who are often best served by a referral to The Harris Center, the county's local mental health authority, or to a state-funded provider if you are not one.</li>
<li>Families paying privately for residential care, who compare programs across Texas and beyond.</li>
</ul>
<p>We map content to these groups. Pages written per carrier, with honest wording about verification, tend to draw the callers admissions teams can actually admit. Ranking for "free rehab" when you cannot serve those callers fills the phone line with disappointment, so we either leave those terms alone or answer them with a useful page pointing to public options.</p>

<h3>Local search, one real location at a time</h3>
<p>Houston rewards programs with more than one site and punishes pretending to have them. We build a location page and a Google Business Profile only for addresses where clients are seen, staffed during the hours listed. Each page carries details that belong to that site alone: the nearest freeway exit, parking, which groups meet there, and directions from the Texas Medical Center or the Energy Corridor if that is where your referrals start. A suburban site in Sugar Land, Cypress, Kingwood or League City can outrank a downtown competitor for nearby searches, because proximity weighs heavily in the map pack.</p>

<h3>Spanish-language search is not optional</h3>
<p>A large part of Houston speaks Spanish at home, and the first call often comes from a parent, spouse or adult child on someone else's behalf. A homepage run through a translation plugin neither ranks nor converts. We write Spanish pages natively for the services you deliver in Spanish, tag them with the correct language attributes so search engines pair them with their English versions, and publish them only when someone on your admissions team can take that call in Spanish. A Spanish landing page that ends at an English-only voicemail does more harm than having none.</p>

<h3>Compliance that protects rankings</h3>
<p>The Texas Occupations Code prohibits soliciting patients for pay, and federal EKRA bans kickbacks for referrals to treatment facilities. Directory deals that bundle "featured placement" with call routing can drift into that territory, and link schemes can cost you rankings as well. We earn links from real sources instead: Houston recovery community organizations, continuing-education events you host for counselors and nurses, and local press commentary from your medical director. Analytics stay HIPAA-aware too, with no advertising pixels on admissions forms or insurance verification pages, where they would hand health information to ad platforms.</p>

<h3>What to expect and when</h3>
<p>Technical fixes and Google Business Profile work show results first. New service and insurance pages usually begin to move within three to six months, and ranking in the suburbs where you have a real site tends to come before ranking for the city name itself. We report by admission source, not by keyword count, so you can see which pages produce patients.</p>
<p>To see where your site stands today, <a href="/schedule-session">schedule a session</a> and we will review your rankings suburb by suburb rather than for "Houston" alone. You can also read how we approach <a href="/blog/google-business-profile-for-rehab-centers">Google Business Profile for rehab centers</a>.</p>`,
};

const miamiPpc: CityServiceArticleSeed = {
  serviceType: "ppc",
  city: "Miami",
  state: "Florida",
  title: "PPC for Miami Treatment Centers After the Florida Shuffle",
  excerpt:
    "Paid search in South Florida carries the history of the Florida shuffle. Here is how we run Google Ads for Miami programs within the Patient Brokering Act, LegitScript and a skeptical market.",
  seoTitle: "Rehab PPC in Miami, FL | Compliant Google Ads",
  seoDescription:
    "PPC for Miami treatment centers: Florida Patient Brokering Act, LegitScript, FARR-certified partners, bilingual campaigns and call recording rules for Florida.",
  publishedAt: "2026-11-11",
  content: `<p>No market brings more history into a Google Ads account than South Florida. For years Palm Beach, Broward and Miami-Dade were the center of what became known as the Florida shuffle: people recruited from other states with free flights and free rent, cycled between sober homes and outpatient programs that billed their insurance, then dropped when the benefits ran out. Part of the recruiting ran through paid search, via call centers that bid on treatment keywords and sold callers to whichever program paid most. Running PPC for a Miami program today means advertising to families who have heard those stories, on platforms that rewrote their rules because of them.</p>

<h3>The law your ads live within</h3>
<p>Florida's Patient Brokering Act, section 817.505 of the Florida Statutes, makes it a crime to offer or pay anything of value for patient referrals, and unlike the federal Anti-Kickback Statute it is not limited to care paid for by government programs. Substance abuse treatment providers are licensed by the Department of Children and Families under Chapter 397. After the Palm Beach County Sober Homes Task Force, formed in 2016, led a wave of prosecutions, the legislature increased the brokering penalties and added rules against deceptive marketing by treatment providers, including misleading statements about a program's services or location. Federal EKRA applies on top of all of it.</p>
<p>In a PPC account that translates into three firm rules. We never buy calls from pay-per-call networks that route a caller to the highest bidder. We never write ads on a competitor's name that suggest you are them. And we never advertise "Miami" for a facility in another county, or a level of care your DCF license does not cover.</p>

<h3>LegitScript and the platform rules</h3>
<p>Google stopped showing addiction treatment ads in the United States in 2017, after reporting on deceptive referral practices, and reopened the category only to advertisers certified by LegitScript. Meta requires the same certification. The review covers your DCF license, ownership, clinical leadership and the claims on your website. Programs that try to get around it with euphemistic keywords or "wellness retreat" landing pages lose their accounts, and reinstating a suspended account takes far longer than certification would have. Our <a href="/legitscript-certification">certification guide</a> explains the steps, and our article on <a href="/blog/google-ads-for-rehabs-after-legitscript">Google Ads for rehabs after LegitScript</a> covers account structure.</p>

<h3>Building the account for Miami</h3>
<ul>
<li><strong>Targeting people who are here.</strong> Google's default location setting also reaches people who merely show interest in Miami. For an outpatient program that spends budget on out-of-state callers who cannot attend, so we target people physically within your drive-time radius, and open wider targeting only for residential programs that genuinely admit from elsewhere and say so plainly in the ad.</li>
<li><strong>English and Spanish campaigns, kept apart.</strong> Most Miami-Dade residents are Hispanic, and searches such as "centro de rehabilitación" or "tratamiento para adicciones" need Spanish ads, Spanish landing pages and a bilingual admissions line. One ad group mixing both languages serves neither well.</li>
<li><strong>Neighborhoods and counties measured separately.</strong> Searches from Hialeah, Kendall, Doral, Miami Beach and Homestead can convert very differently, so we read results by area and split campaigns where the numbers justify it instead of blanketing South Florida.</li>
<li><strong>Calls recorded lawfully.</strong> Florida requires the consent of everyone on a call before it is recorded, so call tracking plays a disclosure first, and recordings live in a system covered by a business associate agreement.</li>
<li><strong>Brand protection.</strong> Third-party call centers still bid on well-known program names. We monitor your brand terms, file trademark complaints with Google where they apply, and bid on your own name so a family searching for you reaches you.</li>
</ul>

<h3>Earning back trust in the ad itself</h3>
<p>Because of the shuffle, many families who call a Miami program are skeptical before the first ring. Ads promising "free travel" or "no cost to you" read as warnings now, and they should. What works is being specific: your DCF license, the levels of care you provide, the plans you are in network with, a real street address and a named admissions team. If you refer clients to sober living, use homes certified through FARR, the Florida Association of Recovery Residences, because Florida law limits licensed providers' referrals to certified recovery residences. Saying so on your landing page reassures families who know the history.</p>

<h3>How we judge a Miami account</h3>
<p>Clicks and calls are inputs. We judge the account by admissions and cost per admission, with every call traced to a campaign and an outcome in your CRM, and paid leads normally begin within the first week after launch. When a keyword brings calls but no admissions for a month, it is paused, however cheap it looks.</p>
<p>Read how we run <a href="/rehab/ppc">rehab PPC management</a>, or <a href="/schedule-session">talk to us about your account</a> and we will audit your location settings, search terms and call handling first.</p>`,
};

const newYorkMentalHealthMarketing: CityServiceArticleSeed = {
  serviceType: "mental-health-marketing",
  city: "New York",
  state: "New York",
  title: "Mental Health Marketing in New York City, Borough by Borough",
  excerpt:
    "A psychiatry group on the Upper East Side and a bilingual clinic in the Bronx share a regulator and little else. New York mental health marketing starts with your license and your neighborhood.",
  seoTitle: "Mental Health Marketing in New York City | OMH & OASAS",
  seoDescription:
    "Marketing for NYC mental health practices and clinics: OMH and OASAS licensing, borough and neighborhood local search, Medicaid managed care, HARPs and privacy.",
  publishedAt: "2026-11-12",
  content: `<p>Marketing a mental health practice in New York City means marketing in five very different places at once. A psychiatry group on the Upper East Side, a bilingual counseling practice in Jackson Heights and a licensed clinic in the South Bronx share a city and a set of state regulators, yet almost nothing about how patients find them, how they pay or what makes them pick up the phone. Campaigns that work here start with two answers: what kind of provider you are in the eyes of New York State, and which neighborhoods can realistically reach your office or your telehealth schedule.</p>

<h3>OMH, OASAS or a professional license</h3>
<p>New York regulates behavioral health through several doors. Clinics that provide outpatient mental health treatment as a program are licensed by the Office of Mental Health under Article 31 of the Mental Hygiene Law. Substance use disorder programs, from outpatient clinics to residential and opioid treatment programs, are certified by the Office of Addiction Services and Supports under Article 32. Private practices of psychologists, clinical social workers, mental health counselors and psychiatrists work under each clinician's own professional license, issued through the State Education Department.</p>
<p>Which door you came through changes what your marketing may say. A licensed clinic describes program services and works with Medicaid plans and referral partners at the program level; a private practice markets its clinicians, their training and their approach. If you offer both mental health and substance use care, be exact about which services sit under which license. Referral sources and payers read those pages closely, and vague language invites questions you would rather not answer.</p>

<h3>Local search is a borough, then a neighborhood</h3>
<p>In Manhattan the map results for "therapist near me" can change within a few blocks, and people in Brooklyn, Queens, the Bronx and Staten Island rarely want to commute into Midtown for a weekly session. Local visibility therefore depends on an accurate Google Business Profile for every office where clients are actually seen. Hourly sublet offices are common in New York; a listing at one works only if you see clients there during the hours you list, and Google may ask for proof such as signage. A virtual office or mail drop gets suspended, and a telehealth-only practice should compete through organic pages and directory profiles rather than a borrowed address.</p>
<p>Each location page should read like it was written by someone who works there: the subway lines and stops nearby, elevator access, evening and weekend hours, and which clinicians see patients at that office. That detail helps people decide, and it gives search engines a clear, honest signal of where you are.</p>

<h3>Language, culture and fit</h3>
<p>New Yorkers look for clinicians who share or understand their language and background, and they search that way: "Spanish-speaking therapist Washington Heights", "Mandarin psychiatrist Flushing", "Russian-speaking counselor Brooklyn". If your team includes clinicians who work in another language, give each a profile page in that language and make sure intake can schedule without an English-only gatekeeper. Culturally specific care for Orthodox Jewish, Caribbean, South Asian or LGBTQ+ clients should be described by what you actually do in session, not by a list of identity keywords.</p>

<h3>Payers: out-of-network practices and Medicaid managed care</h3>
<p>Many private practices in Manhattan and brownstone Brooklyn are out of network with commercial insurers and give clients superbills. Their marketing has to explain out-of-network reimbursement clearly without promising what a plan will pay. Clinics serving Medicaid members work with Medicaid managed care plans, and adults with serious mental illness or substance use disorders may be enrolled in a Health and Recovery Plan, a HARP, which covers additional community-based services. List the plans you contract with and keep that list current, because a wrong insurance page costs you twice: the wasted call and the bad review.</p>

<h3>Advertising within health-data rules</h3>
<p>Mental health ads do not need LegitScript certification unless you treat addiction, but the platforms still restrict them. Google does not allow personalized advertising based on health conditions, so remarketing to people who read your depression page is off the table. Meta rejects ad copy that asserts or implies a personal attribute, so "Struggling with anxiety?" becomes "Anxiety treatment in Midtown with evening appointments". On your own site, keep advertising pixels off appointment requests and intake forms; our article on <a href="/blog/hipaa-tracking-pixels-treatment-center-websites">tracking pixels and HIPAA</a> explains why.</p>

<h3>How we work with New York practices</h3>
<ul>
<li><strong>License-aware messaging</strong> that matches your OMH, OASAS or professional status.</li>
<li><strong>Office-level local search</strong> for each address where you see patients, in every borough you practice in.</li>
<li><strong>Clinician pages</strong> that answer the questions patients ask before booking: approach, languages, availability, fees.</li>
<li><strong>Measurement by booked first appointments</strong>, not by clicks or form fills.</li>
</ul>
<p>Learn more about our <a href="/mental-health-marketing">mental health marketing</a> and <a href="/mental-health/seo">mental health SEO</a>, or <a href="/schedule-session">book a session</a> to plan your first ninety days in the city.</p>`,
};

const chicagoLeadGeneration: CityServiceArticleSeed = {
  serviceType: "lead-generation",
  city: "Chicago",
  state: "Illinois",
  title: "Lead Generation for Chicago Treatment Programs That Ends in Admissions",
  excerpt:
    "Chicagoland is one metro made of dozens of local markets, from Logan Square to Naperville. Lead generation here pays off when every lead fits your IDHS/SUPR license, your payers and a commute your clients can make.",
  seoTitle: "Treatment Lead Generation in Chicago, IL | IDHS/SUPR",
  seoDescription:
    "Lead generation for Chicago treatment centers: IDHS/SUPR licensing, Illinois kickback law, city neighborhoods, collar-county suburbs and fast intake.",
  publishedAt: "2026-11-13",
  content: `<p>Chicagoland behaves like one metro and dozens of separate markets at the same time. Someone in Rogers Park, someone in Pilsen and someone in Naperville might all search "outpatient rehab Chicago", but they will attend a program only if it fits their commute, their insurance and their working day. A lead that cannot become an admission is not a lead; it is a cost your intake team absorbs. Lead generation for a Chicago treatment program is the discipline of producing fewer of those and more of the calls you can admit.</p>

<h3>Start with your IDHS/SUPR license</h3>
<p>In Illinois, substance use disorder treatment is licensed by the Department of Human Services' Division of Substance Use Prevention and Recovery, IDHS/SUPR, under Part 2060 of the Illinois Administrative Code, which organizes care by ASAM levels. Every form, landing page and ad should offer only the levels of care your license covers at the site you are promoting. Inviting detox inquiries to an outpatient-only location produces leads that must be turned away, and a steady stream of turned-away callers trains your staff to treat every call as a likely dead end.</p>

<h3>The kickback line, federal and Illinois</h3>
<p>Buying leads is where Illinois programs most often step close to the law. Federal EKRA makes it a crime to pay for referrals to recovery homes and clinical treatment facilities. Illinois adds the Insurance Claims Fraud Prevention Act, which prohibits paying anyone to bring in patients whose care is billed to private insurers and lets whistleblowers sue on the state's behalf. A vendor that charges per admission, or per "qualified patient" defined by insurance, is selling exactly what these laws prohibit, however the contract is worded. We build lead generation that you own: your campaigns, your pages, your phone numbers, your data, paid for by a fee that does not change with how many patients you admit.</p>

<h3>City neighborhoods and collar counties</h3>
<p>Chicago's geography shapes demand. Within the city, transit access matters: an evening IOP near a Blue or Red Line stop is reachable for clients who do not drive, and copy that says so converts better than a generic map. The suburbs are a different audience. Families in DuPage, Lake, Will, Kane and McHenry counties search closer to home, for "rehab near Schaumburg" or "IOP in Oak Brook", and many prefer a program they can reach without driving downtown. North Shore families often ask about discretion first. We build separate campaigns and landing pages for the city and for each suburban area where you have a licensed site, and we stop spending in areas your intake data shows never turn into admissions.</p>

<h3>Payers decide which leads are worth having</h3>
<p>Illinois Medicaid runs mainly through HealthChoice Illinois managed care plans, including CountyCare in Cook County, and being in network with a member's specific plan decides whether that lead can become a patient. Commercial plans from large downtown employers bring a different caller, often referred by an employee assistance program or a primary care physician. We tag every lead by payer at first contact so you can see which campaigns bring callers you can serve, and we write insurance pages that help callers sort themselves before they dial.</p>

<h3>Where qualified Chicago leads come from</h3>
<ul>
<li><strong>High-intent paid search</strong>, scoped to your licensed levels of care and the areas you can serve, with negative keywords for services you do not offer.</li>
<li><strong>Google Business Profile and reviews</strong> for each site, so nearby searchers find you on the map before they find a national call center.</li>
<li><strong>Organic pages</strong> that answer real questions about levels of care, coverage and schedules.</li>
<li><strong>Professional referral pathways</strong> with hospital emergency departments, outpatient psychiatrists and EAPs, documented and free of payment, feeding the same intake system.</li>
<li><strong>Alumni and family programming</strong> that keeps your program in mind long after discharge.</li>
</ul>

<h3>Speed and qualification at intake</h3>
<p>A lead cools fast. The person who called at 9 p.m. on a Tuesday will call someone else by morning if nobody answers. We set up call routing and after-hours coverage, connect forms to your CRM so each inquiry reaches an admissions coordinator in real time, and run a quick verification of benefits so callers get an honest answer while they are still on the line. Our article on <a href="/blog/rehab-admissions-call-speed-to-lead-vob">the admissions call and speed to lead</a> covers the process in detail.</p>

<h3>How we measure it</h3>
<p>We report leads, qualified leads, VOBs, assessments and admissions by source and by area every month, and we judge success by cost per admission rather than cost per lead. Paid campaigns normally start producing leads within the first week; organic and referral channels build over the following months.</p>
<p>Explore our <a href="/iop-marketing">IOP marketing</a> and <a href="/rehab/ppc">rehab PPC</a> services, or <a href="/schedule-session">schedule a session</a> to map your Chicago lead sources against your census.</p>`,
};

const sanDiegoWebsiteDesign: CityServiceArticleSeed = {
  serviceType: "website-design",
  city: "San Diego",
  state: "California",
  title: "Website Design for San Diego Programs Serving Military Families and a Border Region",
  excerpt:
    "A San Diego treatment website talks to sailors, Marines, veterans and their families, and to Spanish-speaking families on both sides of the border. Its design has to earn their trust and keep their data private.",
  seoTitle: "Treatment Center Website Design in San Diego, CA",
  seoDescription:
    "Website design for San Diego treatment centers: TRICARE and VA community care pages, Spanish and cross-border visitors, DHCS licensing and privacy.",
  publishedAt: "2026-11-16",
  content: `<p>San Diego has one of the largest military communities in the country. Naval Base San Diego, Naval Air Station North Island, Marine Corps Air Station Miramar and Marine Corps Base Camp Pendleton sit within the county, and many people who served here stay after they leave the service. The region also shares a border with Tijuana, and families move between the two cities for work, school and care. A treatment center website in San Diego has to speak to both audiences without losing either, and it has to do so while meeting California's privacy and licensing expectations.</p>

<h3>Pages for service members, veterans and their families</h3>
<p>Active-duty members, their families and military retirees are usually covered by TRICARE, and veterans may be treated by the VA San Diego Healthcare System or referred to community providers through the VA's Community Care Program when they are eligible. Each pathway has its own rules on referrals and authorization. A good site gives each one a plain page: whether you are a TRICARE network provider, what a family member needs before admission, whether you accept VA community care referrals, and what a veteran should ask the VA to get one. If you are not part of a network, say so and explain the alternatives rather than leaving people to guess.</p>
<p>Service members often worry about who will learn they sought help. Your confidentiality page should state, in words your compliance lead has approved, what your program discloses, to whom and when, and what it does not. Use the language of the community correctly: Marines are Marines, sailors are sailors, and a program that says "soldiers" about a Camp Pendleton family loses credibility in one word. If you run a trauma track or a program for first responders, describe its clinical content specifically; our <a href="/ptsd-treatment-marketing">PTSD treatment marketing</a> page explains how we write about trauma care without exploiting it.</p>

<h3>Designing for a border region</h3>
<p>Spanish-speaking visitors should find a complete Spanish site for the services you deliver in Spanish, reachable from every page and written by a fluent writer rather than machine-translated. Families calling from Mexican mobile phones may not be able to reach a US toll-free number, so show a local 619 or 858 number beside it. Forms should accept international phone formats and make no assumption about a US address.</p>
<p>Your site also competes for search attention with clinics in Baja California that advertise treatments not approved in the United States, such as ibogaine. You do not need to attack them. Make your DHCS license, your medical director and your levels of care easy to verify, and explain in calm language what licensed treatment in California includes and how it is overseen. Families doing careful research will notice the difference.</p>

<h3>California licensing and payer details on the page</h3>
<p>DHCS licenses residential treatment and certifies outpatient programs in California, and San Diego County delivers Medi-Cal substance use treatment through its Drug Medi-Cal Organized Delivery System. If you are a county-contracted provider, say which services are covered and how someone is referred. If you work with commercial plans, build an insurance page that explains verification of benefits, and keep license numbers visible in the footer so LegitScript reviewers and families can check them.</p>

<h3>Privacy built into the template</h3>
<p>California's Confidentiality of Medical Information Act sits alongside HIPAA, and programs covered by 42 CFR Part 2 carry stricter rules on substance use records. A design choice can create a breach, so privacy is part of the template, not an afterthought:</p>
<ul>
<li>No advertising pixels or session replay on admission forms, insurance checks or patient portals.</li>
<li>Forms that send inquiries to a HIPAA-compliant system under a business associate agreement, never to a plain email inbox.</li>
<li>Call tracking and chat tools chosen for their healthcare terms, not just their features.</li>
<li>A privacy notice written for people, with the legally required version linked from it.</li>
</ul>

<h3>Accessible, fast and clear</h3>
<p>Many visitors arrive on a phone, late at night, under stress, and some live with a traumatic brain injury, vision loss or hearing loss. We design to WCAG 2.1 AA: readable contrast, large tap targets, captions on video, forms that work with a screen reader, and pages that load quickly on a weak connection. The primary action on every page is a call or a short form, and the path to it never needs more than one tap.</p>

<h3>What we deliver</h3>
<p>A San Diego site from us includes pages for each licensed level of care, admissions and insurance pages for TRICARE, VA community care, Medi-Cal and commercial plans as they apply to you, a Spanish section, clinician profiles and analytics that respect health privacy. See our <a href="/rehab/website-design">rehab website design</a> service and <a href="/addiction-treatment-website-design">addiction treatment website design</a>, or <a href="/schedule-session">schedule a session</a> to review your current site with us.</p>`,
};

/** The flagship markets: at most one article per service, state and city. */
export const cityServiceArticles: CityServiceArticleSeed[] = [
  losAngelesRehabMarketing,
  houstonSeo,
  miamiPpc,
  newYorkMentalHealthMarketing,
  chicagoLeadGeneration,
  sanDiegoWebsiteDesign,
];
