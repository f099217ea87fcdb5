/**
 * Common Australian surnames (ABS / electoral-roll frequency, reflecting migration history).
 * faker's en_AU locale borrows its surnames from US data ("Bahringer", "Kutch"), which reads
 * wrong on an Australian portal, so agent and agency names draw from this list instead.
 */
export const AUSTRALIAN_SURNAMES = [
  "Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Johnson", "Martin", "Anderson", "Thompson", "Nguyen",
  "Thomas", "Walker", "Harris", "Lee", "Ryan", "Robinson", "Kelly", "Davis", "Wright", "Evans", "Roberts", "Green",
  "Hall", "Wood", "Jackson", "Clarke", "Patel", "Khan", "Lewis", "James", "Phillips", "Mitchell", "Turner", "Campbell",
  "Hughes", "O'Brien", "Murphy", "Edwards", "Baker", "Cooper", "Chen", "Singh", "Wang", "Li", "Zhang", "Morris", "Ward",
  "Young", "Allen", "Moore", "Tran", "Le", "Kaur", "Sharma", "Kim", "Park", "Wu", "Liu", "Huang", "Lin", "Pham",
  "Russo", "Rossi", "Romano", "Papadopoulos", "Nikolaidis", "Costa", "Silva", "Fernandes", "Gonzalez", "Hassan", "Ali",
  "Ahmed", "Ibrahim", "Haddad", "Nasser", "Novak", "Kowalski", "Murray", "Graham", "Stewart", "Fraser", "McDonald",
  "McKenzie", "Ross", "Hamilton", "Gibson", "Douglas", "Sullivan", "Byrne", "Walsh", "Doyle", "Gallagher", "Quinn",
  "Fitzgerald", "Kennedy", "Lynch", "Dunn", "Carroll", "Bell", "Shaw", "Watson", "Bennett", "Cook", "Parker", "Price",
  "Reid", "Ellis", "Simpson", "Marshall", "Hill", "Webb", "Hunt", "Palmer", "Mason", "Holmes", "Mills", "Knight",
  "Butler", "Barnes", "Fisher", "Henderson", "Hayes", "Matthews", "Pearce", "Lawrence", "Fletcher", "Chapman", "Dixon",
  "Harvey", "Burgess", "Crawford", "Gordon", "Hudson", "Lane", "Morgan", "Owen", "Porter", "Sutton", "Tucker", "Vaughan",
  "Wallace", "Warren", "Watts", "Wells", "Whitfield", "Yates", "Beaumont", "Blackwell", "Carmody", "Delaney", "Everingham",
  "Forsyth", "Galloway", "Hartley", "Ingram", "Jameson", "Kingsford", "Langley", "Merriman", "Nolan", "Pemberton",
  "Radcliffe", "Stanhope", "Thornton", "Wakefield",
] as const;
