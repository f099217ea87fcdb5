/**
 * The seed articles: guides a buyer, renter or seller on Homefront would read. Written for this
 * product in Markdown (converted to the editor's rich text by the seed), dated in the past so the
 * blog has a history. Figures that change (thresholds, rates) are given as examples with a pointer
 * to the body that sets them, never as advice.
 */
export interface SeedAuthor {
  slug: string;
  name: string;
  role: string;
  bio: string;
}

export interface SeedCategory {
  slug: string;
  title: string;
  description: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  categories: string[];
  publishedAt: string;
  featured?: boolean;
  /** Name of a seed illustration placed after the first paragraph. */
  image?: string;
  markdown: string;
}

export const SEED_AUTHORS: SeedAuthor[] = [
  {
    slug: "priya-raman",
    name: "Priya Raman",
    role: "Home loans writer",
    bio: "Priya spent eight years as a mortgage broker in Melbourne before writing about money and property.",
  },
  {
    slug: "tom-whitaker",
    name: "Tom Whitaker",
    role: "Property editor",
    bio: "Tom has bought and sold at auction in three states and edits Homefront's buying guides.",
  },
  {
    slug: "grace-nguyen",
    name: "Grace Nguyen",
    role: "Renting writer",
    bio: "Grace writes about tenancy rights and has rented in Sydney, Brisbane and Perth.",
  },
];

export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: "buying", title: "Buying", description: "From the first inspection to settlement day." },
  { slug: "renting", title: "Renting", description: "Finding a rental, applying, and your rights as a tenant." },
  { slug: "home-loans", title: "Home loans", description: "Borrowing power, deposits, rates and government schemes." },
  { slug: "selling", title: "Selling", description: "Preparing, pricing and choosing who sells your home." },
  { slug: "suburbs", title: "Suburbs", description: "How to read a suburb before you commit to it." },
];

export const SEED_ARTICLES: SeedArticle[] = [
  {
    slug: "how-much-can-i-borrow",
    title: "How much can I borrow? What lenders really look at",
    excerpt:
      "Your borrowing power is not a multiple of your salary. Here is how lenders work it out, and the levers you control.",
    author: "priya-raman",
    categories: ["home-loans", "buying"],
    publishedAt: "2026-10-28",
    featured: true,
    image: "calculator",
    markdown: `Borrowing power is the largest loan a lender will approve for you. It is worked out from what is left of your income after your living costs and your other debts, tested at an interest rate higher than the one you will actually pay.

## The serviceability buffer

Lenders regulated by APRA must check that you could still repay if rates rose. They add a buffer (at the time of writing, 3 percentage points) to the loan's rate and test your budget at that rate. A loan at 6% is assessed as if it were at 9%.

## What counts as income

- **Salary**: your base pay counts in full; overtime, bonuses and commissions are often shaded (a lender may count only 80% of them) and usually need two years of history.
- **Rental income**: typically counted at around 80%, to allow for vacancies and costs.
- **Self-employed income**: usually the average of the last two years' tax returns.

## What reduces it

- **Credit cards count at their limit, not their balance.** A $15,000 limit you never use can cut your borrowing power by tens of thousands of dollars. Reducing or closing unused cards before you apply is one of the quickest wins.
- **Buy now, pay later and car loans** count as monthly commitments.
- **Living expenses**: lenders compare what you declare with a benchmark for your household size and use the higher figure.
- **Dependants** raise the benchmark.

## A worked example

A couple earning $95,000 and $70,000 with no debts and one child might be assessed for roughly $850,000 to $950,000, depending on the lender. Add a $20,000 car loan and two credit cards with $10,000 limits each, and that can drop by $120,000 or more.

## Before you start searching

1. Get pre-approval so you know your ceiling, and search below it: stamp duty and moving costs come on top.
2. Use the price filters on Homefront with your ceiling minus those costs.
3. Ask a broker to compare lenders: their assessments differ more than their rates do.`,
  },
  {
    slug: "stamp-duty-by-state",
    title: "Stamp duty by state: what you will pay and who pays less",
    excerpt:
      "Every state and territory charges transfer duty differently, and first home buyers often pay little or none. A state-by-state guide.",
    author: "tom-whitaker",
    categories: ["buying", "home-loans"],
    publishedAt: "2026-10-21",
    featured: true,
    markdown: `Stamp duty (transfer duty) is a state tax paid when you buy property. It is usually the largest cost on top of the deposit, and it is set by each state and territory, so the same price can cost very different amounts in duty.

Thresholds change often. The figures below are examples to show how each system works; check the state revenue office's calculator before you sign.

## New South Wales

Duty rises in brackets with the price. First home buyers pay no duty on homes up to $800,000 and a reduced amount up to $1 million.

## Victoria

First home buyers pay no duty up to $600,000 and a concession up to $750,000. Buying off the plan can reduce duty because it is charged on the value at the contract date.

## Queensland

Owner-occupiers pay a lower rate than investors. First home buyers of a new home pay no transfer duty, and concessions apply to established homes.

## Western Australia

First home buyers pay no duty up to a threshold that is higher in Perth than in the regions, with a concession above it.

## South Australia

First home buyers of a new home or vacant land to build on pay no stamp duty, whatever the price.

## Tasmania, the ACT and the Northern Territory

Tasmania has offered first home buyers relief on established homes. The ACT is moving from stamp duty to rates and offers an income-tested concession that can remove duty altogether. The Northern Territory has concessions for first home buyers of new homes.

## Working it into your budget

Add duty, legal fees (about $1,500 to $3,000), inspections and moving costs to the deposit before you decide your price range. A lender will not lend you the duty.`,
  },
  {
    slug: "buying-at-auction",
    title: "Buying at auction: how to bid without overpaying",
    excerpt:
      "An auction is fast, public and unconditional. What to do before the day, how bidding works, and what happens if it passes in.",
    author: "tom-whitaker",
    categories: ["buying"],
    publishedAt: "2026-10-14",
    image: "auction",
    markdown: `At an auction the highest bid above the reserve buys the home, on the day, with no cooling-off period. That makes preparation everything.

## Before auction day

- **Have finance approved**, not just pre-approved, or be sure your lender will value the property in time.
- **Read the contract** with your conveyancer and negotiate changes before the day: afterwards it is too late.
- **Book a building and pest inspection**: you cannot make your purchase subject to one.
- **Set your limit** and write it down. Include stamp duty in your budget.

## On the day

Register with the agent (you will need ID). Stand where you can see the other bidders. Bid in clear, confident increments; the auctioneer may suggest increments, but you can offer smaller ones.

## If the reserve is not met

The property is "passed in" to the highest bidder, who usually gets the first chance to negotiate with the seller. Being that bidder is a real advantage, so a strong final bid below the reserve is rarely wasted.

## If you win

You sign the contract and pay the deposit (often 10%) immediately. There is no cooling-off period in any state for auction purchases.`,
  },
  {
    slug: "rental-inspection-checklist",
    title: "Renting: what to check and ask at an inspection",
    excerpt:
      "Fifteen minutes at an open for inspection decides the next year of your life. A checklist to take with you.",
    author: "grace-nguyen",
    categories: ["renting"],
    publishedAt: "2026-10-07",
    featured: true,
    markdown: `Rental inspections are short and often crowded. Going in with a list means you notice the things that matter after you move in.

## Check

- **Water pressure and hot water**: run the shower and a tap.
- **Mould and damp**: look at ceilings in the bathroom, behind curtains and inside wardrobes.
- **Phone reception and internet**: check your signal in every room and ask which NBN connection the property has.
- **Locks and security**: window locks, deadlocks, and whether the smoke alarms are tested.
- **Heating and cooling**: what there is, and in which rooms.
- **Storage and parking**: measure if you have large furniture.
- **Noise**: stand at the windows facing the street.

## Ask the agent

1. How long has the property been on the market, and why did the last tenants leave?
2. Are pets considered?
3. Are there any repairs planned, and who do I contact for repairs?
4. When is the earliest move-in date, and how long is the lease?
5. How do I apply, and how soon will I hear back?

## Take photos

With permission, photograph anything that is already damaged. It helps you later when you fill in the condition report.`,
  },
  {
    slug: "renting-with-pets",
    title: "Renting with pets: your rights in each state",
    excerpt:
      "The rules for pets in rentals have changed a lot. What a landlord can and cannot refuse, and how to make your application stand out.",
    author: "grace-nguyen",
    categories: ["renting"],
    publishedAt: "2026-09-30",
    markdown: `Around two thirds of Australian households have a pet, yet pet-friendly rentals are still scarce. The law now favours tenants in several states.

## Where a landlord needs a reason to refuse

In **Victoria**, you must ask for consent, and a landlord who wants to refuse has to apply to VCAT. In the **ACT**, a landlord must apply to the tribunal to refuse. **Queensland** lets a landlord refuse only on listed grounds, in writing. **Western Australia** and **New South Wales** have moved towards requiring reasons as well; check the current rules with your state's tenancy body.

## Everywhere

- Ask in writing before a pet moves in, even if the listing says pets are considered.
- Expect conditions such as professional carpet cleaning at the end of the lease.
- In some states a separate pet bond is allowed.

## Making your application stronger

Include a pet résumé: age, breed, desexing and vaccination records, a reference from a previous landlord, and how the pet is cared for when you are at work.

On Homefront, use the **pet friendly** filter on rental searches to see only listings where pets are considered.`,
  },
  {
    slug: "home-inspection-checklist-for-buyers",
    title: "The buyer's inspection checklist",
    excerpt: "What to look at, touch and ask at an open home before you spend money on reports.",
    author: "tom-whitaker",
    categories: ["buying"],
    publishedAt: "2026-09-23",
    markdown: `An open home is staged to look its best. A checklist keeps you looking at what is expensive to fix rather than at the furniture.

## Structure

- Cracks above doors and windows, doors that stick, and sloping floors can point to movement.
- Look at the roof line from the street: a sagging ridge is a warning sign.
- Check the condition of gutters and downpipes.

## Water

- Stains on ceilings, bubbling paint and a musty smell suggest leaks or rising damp.
- Run the taps and flush the toilet.

## Electrical and services

- Count the power points in each room and check the switchboard for safety switches.
- Ask the age of the hot water system and the roof.

## Outside

- Which way does the living area face? North-facing living rooms get winter sun.
- Where does water drain in heavy rain?

## Then

If the home is still on your list after a second visit, book a building and pest inspection before you commit.`,
  },
  {
    slug: "first-home-buyer-schemes",
    title: "First home buyer schemes explained",
    excerpt: "Federal guarantees, state grants and duty concessions can be combined. Which ones you may qualify for.",
    author: "priya-raman",
    categories: ["home-loans", "buying"],
    publishedAt: "2026-09-16",
    markdown: `First home buyers can get help from both the federal government and their state, and the schemes can often be combined.

## The 5% deposit guarantee

Under the federal Home Guarantee Scheme, eligible buyers can purchase with a 5% deposit without paying lenders mortgage insurance, because the government guarantees part of the loan. Property price caps apply and differ by state and between capital cities and regions.

## First home owner grants

Each state pays a grant to first home buyers, in most states only for a newly built home. Amounts and price caps vary.

## Stamp duty relief

Most states reduce or remove stamp duty for first home buyers under a price threshold. Our guide to stamp duty by state explains how each one works.

## Saving through super

The First Home Super Saver scheme lets you make voluntary contributions to super and withdraw them, with earnings, for a deposit, with tax advantages.

## Checking eligibility

Schemes usually require that you are an Australian citizen or permanent resident, have never owned property in Australia, and live in the home. Check with the scheme's administrator before you make an offer.`,
  },
  {
    slug: "deposit-and-lenders-mortgage-insurance",
    title: "How big a deposit do you need? LMI explained",
    excerpt:
      "20% is the number everyone quotes. Why, what lenders mortgage insurance costs below it, and when paying it makes sense.",
    author: "priya-raman",
    categories: ["home-loans"],
    publishedAt: "2026-09-09",
    markdown: `Lenders treat a deposit of 20% of the price as the point where their risk is low enough to lend without insurance.

## Lenders mortgage insurance

Below 20%, most lenders charge lenders mortgage insurance (LMI). It protects the lender, not you, and it is a one-off premium that is often added to the loan. The premium rises steeply as the deposit shrinks: on a $700,000 purchase, a 10% deposit might attract LMI of around $15,000 to $20,000.

## Ways around it

- Government guarantee schemes for eligible first home buyers.
- A family guarantee, where a relative's property secures part of the loan.
- Some professions (medical, legal, accounting) get LMI waivers from certain lenders.

## Is it worth paying?

If prices in the suburbs you want are rising faster than you can save, buying sooner with LMI can cost less than waiting. If they are flat, saving longer avoids the premium and lowers your repayments.`,
  },
  {
    slug: "pre-approval-explained",
    title: "Home loan pre-approval: what it is and what it is not",
    excerpt: "Pre-approval tells you your budget and shows agents you are serious. It does not guarantee the loan.",
    author: "priya-raman",
    categories: ["home-loans"],
    publishedAt: "2026-09-02",
    markdown: `Pre-approval (conditional approval) is a lender's statement that it would lend you up to an amount, based on what it knows about you so far.

## What you get

- A ceiling for your search.
- Credibility with agents and sellers, especially for private sales.

## What it does not cover

The lender still has to value the property you choose and confirm nothing has changed in your finances. A low valuation or a new debt can reduce or cancel the loan.

## How long it lasts

Usually three to six months. If you are still searching when it expires, you can apply again.

## Tips

- Do not take on new credit while pre-approved.
- Tell your lender early which property you are buying so the valuation is done before any deadline.
- Pre-approval alone is not enough to bid at auction with confidence; talk to your lender about the valuation first.`,
  },
  {
    slug: "building-and-pest-inspections",
    title: "Building and pest inspections: what the report tells you",
    excerpt: "A few hundred dollars that can save you from a very expensive mistake. How to read the report.",
    author: "tom-whitaker",
    categories: ["buying"],
    publishedAt: "2026-08-26",
    markdown: `A building and pest inspection is a licensed inspector's report on the condition of a property. It usually costs between $400 and $800.

## What is covered

- **Major defects**: structural cracking, roof failure, significant water damage.
- **Minor defects**: wear and tear you would expect for the age of the home.
- **Timber pests**: termites (and past termite damage), borers and fungal decay.
- **Safety hazards**: such as missing balustrades or suspected asbestos.

## What is not

Inspectors look only where they can safely reach. They do not lift floor coverings or open walls, and plumbing and electrical systems need their own specialists.

## Using the report

A report with major defects is a reason to renegotiate or walk away. For a private sale, make your offer subject to a satisfactory report. For an auction, get the report before the day.`,
  },
  {
    slug: "cooling-off-periods-by-state",
    title: "Cooling-off periods by state",
    excerpt:
      "After signing a contract you may be able to change your mind, at a cost. The rules differ across the country.",
    author: "tom-whitaker",
    categories: ["buying"],
    publishedAt: "2026-08-19",
    markdown: `A cooling-off period lets a buyer cancel a private-sale contract within a few days of signing, usually forfeiting a small part of the price.

## By state

- **New South Wales**: five business days; you lose 0.25% of the price if you cancel.
- **Victoria**: three business days; you lose $100 or 0.2% of the price, whichever is more.
- **Queensland**: five business days; you lose 0.25% of the price.
- **South Australia**: two business days.
- **ACT**: five business days; you lose 0.25% of the price.
- **Northern Territory**: four business days.
- **Western Australia and Tasmania**: no statutory cooling-off period; you can negotiate one into the contract.

## When there is none

Auction purchases have no cooling-off period anywhere. A buyer can also waive it, which sellers sometimes ask for in a competitive market.`,
  },
  {
    slug: "making-an-offer-private-sale",
    title: "Making an offer on a private sale",
    excerpt: "How to pitch your first offer, what conditions to include, and how negotiation with the agent works.",
    author: "tom-whitaker",
    categories: ["buying"],
    publishedAt: "2026-08-12",
    markdown: `In a private sale, the home has an asking price or a price guide, and buyers make offers to the agent, who passes them to the seller.

## Research first

Look at recently sold homes nearby on Homefront's sold search: similar size, same street or the next one, sold in the last six months.

## Make it in writing

State the price, the deposit, the settlement period and your conditions:

- **subject to finance**: the sale depends on your loan being approved;
- **subject to a building and pest inspection**;
- **subject to the sale of your home**, if you need to sell first (a weaker offer).

## Negotiating

Agents work for the seller. Expect a counter-offer; move in smaller steps than the seller does. If several buyers are interested, the agent may call for best and final offers by a deadline.`,
  },
  {
    slug: "rental-application-tips",
    title: "Rental applications that get accepted",
    excerpt:
      "Agents see dozens of applications per listing. What makes one stand out, and what to have ready before the inspection.",
    author: "grace-nguyen",
    categories: ["renting"],
    publishedAt: "2026-08-05",
    markdown: `In a tight rental market, the first complete application often wins. Have everything ready before you inspect.

## What to prepare

- Photo ID (100 points of identification).
- Proof of income: recent payslips, or an employment letter for a new job.
- Rental ledger from your current tenancy and contact details of previous agents.
- Personal references.

## Stand out

- Apply the same day you inspect.
- Write a short cover note: who you are, why the property suits you, and how long you want to stay.
- If your income is irregular, show savings that cover several months of rent.

## Know your rights

Agents cannot charge you to apply, and in several states they cannot ask for certain information, such as your rental bond history from a tribunal database without telling you. Rent bidding is banned or restricted in most states.`,
  },
  {
    slug: "bond-and-condition-report",
    title: "Your bond and the condition report",
    excerpt:
      "The condition report is the best protection for your bond. How to fill it in, and how to get your money back.",
    author: "grace-nguyen",
    categories: ["renting"],
    publishedAt: "2026-07-29",
    markdown: `Your bond is held by the state's bond authority, not the landlord, and is returned at the end of the lease unless there is damage beyond fair wear and tear or unpaid rent.

## The condition report

At the start of a tenancy the agent gives you a report describing every room. You have a few days to return it with your comments.

- Walk through every room with the report.
- Note every mark, stain and chip, even small ones.
- Take dated photos and keep them.

## At the end

Clean thoroughly, or arrange professional cleaning if the lease requires it. Compare the property with the condition report and your photos. If you disagree with a claim on your bond, the tribunal in your state resolves it.`,
  },
  {
    slug: "breaking-a-lease-early",
    title: "Breaking a lease early: costs and options",
    excerpt: "Life changes. What you owe if you leave a fixed-term lease, and the cheaper ways out.",
    author: "grace-nguyen",
    categories: ["renting"],
    publishedAt: "2026-07-22",
    markdown: `If you leave before a fixed-term lease ends, you can be liable for the landlord's costs until a new tenant moves in.

## Fixed break fees

In New South Wales, leases of three years or less have a set break fee on a sliding scale: four weeks' rent if less than a quarter of the term has passed, down to one week in the final quarter. Other states work on reasonable compensation instead.

## Cheaper options

- Ask the agent whether they will accept a replacement tenant you find.
- Ask whether the landlord will agree to end the lease by mutual agreement.
- Some situations, such as family violence or moving into social housing, allow you to leave without penalty.

Always put any agreement in writing.`,
  },
  {
    slug: "fixed-vs-variable-rates",
    title: "Fixed or variable? Choosing your home loan rate",
    excerpt: "Certainty against flexibility. How each works, and why many borrowers split their loan.",
    author: "priya-raman",
    categories: ["home-loans"],
    publishedAt: "2026-07-15",
    markdown: `## Variable

The rate moves with the market. You can usually make extra repayments, use an offset account and redraw, and leave without a break fee.

## Fixed

The rate is locked for one to five years, so repayments are certain. Extra repayments are often capped, offsets are rare, and breaking the loan early can cost a significant break fee if rates have fallen.

## Split loans

Many borrowers fix part of the loan and keep the rest variable: some certainty, with an offset account on the variable part.

## Questions to ask

1. What happens to my rate when the fixed term ends?
2. How much can I repay extra each year?
3. How is the break fee worked out?`,
  },
  {
    slug: "preparing-your-home-for-sale",
    title: "Preparing your home for sale",
    excerpt: "Small jobs that make photos and open homes work harder, and the ones not worth the money.",
    author: "tom-whitaker",
    categories: ["selling"],
    publishedAt: "2026-07-08",
    markdown: `Most buyers first see your home as a photo in search results. Preparation is about those photos and the first minute of an open home.

## Worth doing

- Declutter every room and clear benches.
- Fix what is obviously broken: dripping taps, loose handles, blown globes.
- Repaint scuffed walls in a neutral colour.
- Tidy the garden and front entrance.
- Professional cleaning, including windows.

## Usually not worth it

Full kitchen or bathroom renovations rarely return their cost before a sale. Buyers often plan their own.

## Styling

Professional styling can help an empty home photograph well. Ask your agent for the likely cost against the likely lift in price.`,
  },
  {
    slug: "choosing-a-selling-agent",
    title: "Choosing a selling agent",
    excerpt: "Commission is only one line. What to compare when you interview agents, and the questions to ask.",
    author: "tom-whitaker",
    categories: ["selling"],
    publishedAt: "2026-07-01",
    markdown: `The agent runs your campaign, negotiates with buyers and often decides the price you get. Interview at least three.

## Compare

- **Recent sales near you**: Homefront's agent profiles show an agent's sales, prices and reviews.
- **Their method**: auction or private sale, and why.
- **Marketing**: what is included and what you pay for separately.
- **Commission**: a percentage of the sale price, usually between 1.5% and 3%, sometimes tiered to reward a higher price.

## Ask

1. What price do you expect, and which sales support it?
2. How many buyers are looking for a home like mine right now?
3. Who will conduct the open homes and negotiations?

Be wary of the highest price quote alone; ask for the evidence behind it.`,
  },
  {
    slug: "reading-a-suburb-profile",
    title: "How to read a suburb before you buy or rent",
    excerpt:
      "Median prices only tell part of the story. What to compare between suburbs, with examples from Parramatta, Brunswick and Fremantle.",
    author: "tom-whitaker",
    categories: ["suburbs", "buying"],
    publishedAt: "2026-06-24",
    image: "suburb",
    markdown: `Two suburbs with the same median price can be very different places to live. Here is what to compare.

## Prices and supply

Look at how many homes are for sale or for rent now and how long they take to sell. A suburb with few listings and quick sales is competitive.

## Who lives there

Owner-occupier and renter shares, household types and age groups shape the streets: quiet family suburbs and busy inner suburbs suit different people.

## Getting around

Time the commute at the hour you would travel, by the transport you would use.

## Three examples

- **Parramatta NSW** is a second city centre for Sydney, with apartments near the station and houses further out, and strong rental demand.
- **Brunswick VIC** in Melbourne's inner north is known for terraces and converted warehouses, with trams along Sydney Road and Lygon Street.
- **Fremantle WA**, Perth's port city, mixes heritage cottages with newer apartments close to the beach and the train line.

On Homefront, each suburb's page shows what is for sale and for rent now, and recent sales.`,
  },
  {
    slug: "apartment-or-house",
    title: "Apartment or house? Weighing up your first purchase",
    excerpt:
      "Location, land, strata and maintenance: the trade-offs first buyers face, and what to check in a strata report.",
    author: "priya-raman",
    categories: ["buying", "suburbs"],
    publishedAt: "2026-06-17",
    markdown: `For the same budget you can often choose an apartment close to the city or a house further out.

## Apartments

- Lower entry price in well-connected suburbs.
- Strata levies cover shared maintenance and insurance.
- Lenders may require a larger deposit for small apartments.

## Houses

- Land tends to drive long-term growth.
- Room to extend and more privacy.
- You pay for every repair yourself.

## The strata report

Before buying an apartment, read the strata report: the sinking fund balance, special levies planned, any defects or disputes, and the by-laws (pets, renovations, parking).

## Deciding

List what you need in five years, not just today. On Homefront, save a search for each option and compare what comes up over a few weeks.`,
  },
  {
    slug: "settlement-day-explained",
    title: "Settlement day: what happens and what to do",
    excerpt:
      "The day the home becomes yours. What your conveyancer and lender do, the final inspection, and picking up the keys.",
    author: "tom-whitaker",
    categories: ["buying"],
    publishedAt: "2026-06-10",
    markdown: `Settlement is when the balance of the price is paid and ownership transfers to you. It usually happens 30 to 90 days after the contract is signed.

## Before the day

- Your conveyancer checks the title, arranges the adjustments for rates and water, and books settlement on the electronic platform.
- Your lender prepares the loan funds.
- You arrange building insurance from the date the contract requires.

## The final inspection

In the last week, inspect the home to check that it is in the condition it was sold in and that included items are still there.

## On the day

Settlement happens electronically between the lawyers and banks; you do not need to attend. Once it is complete, the agent releases the keys.`,
  },
];
